/**
 * The admin screens and the dashboard's menu, by key: what a page's content may pick and name (`adminScreen`
 * in a feature page's data file, the menu's words in content/admin-screens/) and what the admin-screen file
 * route serves (app/art/admin/admin-screens.ts holds their sizes and files). Plain data, so the
 * content's schemas read it without the pages' code. docs/decisions/0012-admin-screens.md says why they are
 * drawings.
 */
export const adminScreenKeys = ["attendance", "roster", "approvals", "payroll", "projects"] as const;
export type AdminScreenKey = (typeof adminScreenKeys)[number];

/**
 * The dashboard's menu entries, each drawn in the sidebar; the screen shown lights its own. The approvals
 * queue is an entry of its own, as in the product: it holds leave, overtime and claims alike, so lighting
 * one of those would be wrong on two of the three feature pages that show it.
 */
export const menuKeys = [
  "dashboard",
  "approvals",
  "attendance",
  "roster",
  "leave",
  "overtime",
  "claims",
  "tasks",
  "projects",
  "payroll",
  "chat",
] as const;
export type MenuKey = (typeof menuKeys)[number];
