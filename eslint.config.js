import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-tools",
      "build-bench-tools",
      "build-deploy",
      "data",
      ".react-router",
      "test-results",
      "playwright-report",
      "bench-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The route table knows no content but the blog's category slugs, plain data that say the language of
    // a blog path (docs/decisions/0001-route-table.md).
    files: ["core/routing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/content/(?!blog/categories\\.ts$)",
              message: "The route table must not import content.",
            },
          ],
        },
      ],
    },
  },
);
