import { data } from "react-router";

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The body of a form post. A browser sends a form as urlencoded or multipart; anything else (JSON, XML,
 * plain text, no type, a broken multipart body) is not a form of ours. It gets 415 or 400, which the
 * error page shows in the page's language, instead of an exception with a stack.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.has(type)) throw data(null, { status: 415 });
  if (type === "multipart/form-data" && !/;\s*boundary=/i.test(contentType))
    throw data(null, { status: 400 });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
