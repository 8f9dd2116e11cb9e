import { downloadsPrefix } from "../routing/endpoints.ts";

/** The address of a resource's PDF behind a signed token (see download-links.server.ts). */
export const downloadPath = (token: string) => `${downloadsPrefix}${encodeURIComponent(token)}`;
