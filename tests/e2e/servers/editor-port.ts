/** The editor tests' server's port (editor-site.ts); E2E_EDITOR_PORT moves it when 3302 is taken. */
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? 3302);
