/** Fills `{name}` slots of a dictionary string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
}
