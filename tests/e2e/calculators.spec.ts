import type { Page } from "@playwright/test";
import type { Lang } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { payrollWordsEn } from "../../core/payroll/words.en.ts";
import { payrollWordsId } from "../../core/payroll/words.id.ts";
import { calculatorPagesContent } from "../../content/calculators/index.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { fill as fillIn } from "../../core/i18n/fill.ts";
import { pdfText } from "../support/pdf-text.ts";
import { leadsOf, mailAbout } from "./servers/backend.ts";
import { atHumanSpeed, dictionaries, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";

/**
 * The payroll calculators as a visitor uses them (docs/calculators.md, The pages): with JavaScript the
 * result follows the typing and the address keeps up; without it the GET form is sent and the server
 * answers with the same figures; hostile queries get a message at the field, never a 5xx.
 */

type Entry = readonly [name: string, value: string | Record<Lang, string>];

interface Case {
  page: "overtimeCalculator" | "thrCalculator" | "bpjsCalculator" | "pph21Calculator" | "severanceCalculator";
  /** What the visitor types or picks, in order; a select's value is its option's value. */
  inputs: Entry[];
  /** The outputs to read, with their figures in each language. */
  outputs: Record<string, Record<Lang, string>>;
}

// The worked examples of docs/calculators.md, and the official ones.
const cases: Case[] = [
  {
    page: "overtimeCalculator",
    inputs: [
      ["wage", { en: "4,500,000", id: "Rp 4.500.000" }],
      ["week", "5"],
      ["day", "workday"],
      ["hours", "4"],
    ],
    outputs: { total: { en: "Rp 195,087", id: "Rp 195.087" } },
  },
  {
    page: "thrCalculator",
    inputs: [
      ["wage", { en: "Rp 6,000,000", id: "6.000.000" }],
      ["months", "3"],
    ],
    outputs: { total: { en: "Rp 1,500,000", id: "Rp 1.500.000" } },
  },
  {
    page: "bpjsCalculator",
    inputs: [
      ["wage", { en: "8000000", id: "Rp8.000.000,00" }],
      ["jkk", "0.24"],
      ["size", "large"],
    ],
    outputs: {
      "employer-total": { en: "Rp 819,200", id: "Rp 819.200" },
      "employee-total": { en: "Rp 320,000", id: "Rp 320.000" },
      "jp-employee": { en: "Rp 80,000", id: "Rp 80.000" },
    },
  },
  {
    page: "pph21Calculator",
    inputs: [
      ["gross", { en: "20,080,000", id: "20.080.000" }],
      ["status", "K/0"],
      ["month", "3"],
    ],
    outputs: { tax: { en: "Rp 1,807,200", id: "Rp 1.807.200" } },
  },
  {
    page: "severanceCalculator",
    inputs: [
      ["wage", { en: "10,000,000", id: "10.000.000" }],
      ["years", "5"],
      ["reason", "efficiency"],
    ],
    outputs: {
      severance: { en: "Rp 60,000,000", id: "Rp 60.000.000" },
      "long-service": { en: "Rp 20,000,000", id: "Rp 20.000.000" },
      total: { en: "Rp 80,000,000", id: "Rp 80.000.000" },
    },
  },
];

const valueIn = (value: Entry[1], lang: Lang) => (typeof value === "string" ? value : value[lang]);

async function fill(page: Page, inputs: Entry[], lang: Lang) {
  for (const [name, value] of inputs) {
    const field = page.locator(`form [name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT")
      await field.selectOption(valueIn(value, lang));
    else await field.fill(valueIn(value, lang));
  }
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);

for (const lang of ["en", "id"] as const) {
  const t = dictionaries[lang].calculatorPage;

  test.describe(`calculators (${lang})`, () => {
    for (const { page: pageId, inputs, outputs } of cases) {
      const path = pathTo(pageId, lang);

      test(`${path} follows the typing, keeps the address and copies it`, async ({ page, context }) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        const requests: string[] = [];
        await gotoHydrated(page, path);
        page.on("request", (request) => requests.push(request.url()));
        await expect(page.getByText(t.placeholder)).toBeVisible();
        await fill(page, inputs, lang);
        for (const [name, figures] of Object.entries(outputs))
          await expect(output(page, name)).toHaveText(figures[lang]);
        // Worked out in the page: no request for it.
        expect(requests.filter((url) => new URL(url).pathname.startsWith(path))).toEqual([]);
        await expect(page.getByTestId("working").locator("li").first()).toBeVisible();
        await expect.poll(() => new URL(page.url()).search).toContain(`${inputs[0]?.[0]}=`);

        await page.getByRole("button", { name: t.copyLink }).click();
        await expect(page.getByRole("status").filter({ hasText: t.linkCopied })).toBeVisible();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(page.url());

        // The result's state, which no page visit reaches, scanned as the visits scan theirs (axe needs
        // JavaScript: the pages without it are the same markup).
        await expectNoViolations(page);

        // The copied address, opened anew, is the server's result with the same figures.
        const shared = await page.context().newPage();
        await shared.goto(copied);
        for (const [name, figures] of Object.entries(outputs))
          await expect(output(shared, name)).toHaveText(figures[lang]);
        await shared.close();
      });
    }
  });

  test.describe(`calculators without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    for (const { page: pageId, inputs, outputs } of cases) {
      const path = pathTo(pageId, lang);

      test(`${path} sends its GET form and shows the server's result`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await fill(page, inputs, lang);
        await page.getByRole("button", { name: t.calculate }).click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?`));
        for (const [name, figures] of Object.entries(outputs))
          await expect(output(page, name)).toHaveText(figures[lang]);
        // Each step names its regulation.
        await expect(page.getByTestId("working")).toContainText(/(?:PP|Permenaker|Perpres) \d+\/\d{4}/);
        // A result is kept out of search results, and names the bare calculator as canonical.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      });
    }

    test("a refusal shows its message and no total", async ({ page }) => {
      await page.goto(`${pathTo("overtimeCalculator", lang)}?wage=5000000&week=5&day=workday&hours=5`);
      await expect(page.getByTestId("refusal")).toContainText("4");
      await expect(output(page, "total")).toHaveCount(0);
      await page.goto(`${pathTo("thrCalculator", lang)}?wage=5000000&months=0`);
      await expect(page.getByTestId("refusal")).toBeVisible();
      await expect(output(page, "total")).toHaveCount(0);
    });

    test("hostile parameters get a message at the field, escaped, never a 5xx", async ({ page }) => {
      const { fieldErrors } = lang === "en" ? payrollWordsEn : payrollWordsId;
      const hostile = "<script>window.hacked=1</script>";
      const thr = pathTo("thrCalculator", lang);
      let response = await page.goto(`${thr}?wage=${encodeURIComponent(hostile)}&months=3`);
      expect(response?.status()).toBe(200);
      const wage = page.locator('input[name="wage"]');
      await expect(wage).toHaveValue(hostile);
      await expect(wage).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await wage.getAttribute("aria-describedby")) ?? "";
      await expect(page.locator(`[id="${describedBy.split(" ").at(-1)}"]`)).toContainText(
        fieldErrors["not-a-number"],
      );
      expect(await response?.text()).not.toContain(hostile);

      response = await page.goto(`${thr}?wage=${"9".repeat(10_000)}&months=3`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(fieldErrors["too-large"]).first()).toBeVisible();

      const severance = pathTo("severanceCalculator", lang);
      response = await page.goto(`${severance}?wage=5000000&years=3&reason=fired`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('select[name="reason"]')).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(fieldErrors["unknown-choice"]).first()).toBeVisible();
    });
  });
}

test("a calculator's field errors pass the accessibility scan", async ({ page }) => {
  await gotoHydrated(page, `${pathTo("severanceCalculator", "id")}?wage=lima&years=3&reason=fired`);
  await expect(page.locator('select[name="reason"]')).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page);
});

test("the calculators' list links each calculator, and the menus and footer link the list", async ({
  page,
}) => {
  for (const lang of ["en", "id"] as const) {
    await page.goto(pathTo("tools", lang));
    for (const id of [
      "overtimeCalculator",
      "thrCalculator",
      "bpjsCalculator",
      "pph21Calculator",
      "severanceCalculator",
    ] as const)
      await expect(page.locator(`main a[href="${pathTo(id, lang)}"]`)).toHaveCount(1);
    await expect(page.locator(`footer a[href="${pathTo("tools", lang)}"]`)).toHaveCount(1);
  }
});

// "Email me this calculation" (docs/calculators.md): under Kemnaker's THR example, the address, a bad one
// refused in the page's language, then the confirmation, the trial, the lead and the PDF at the SMTP server.
const thrQuery = "wage=6000000&months=3";
const thrTotal = { en: "Rp 1,500,000", id: "Rp 1.500.000" } as const;
let mailSerial = 0;
const calculationEmail = (lang: Lang, js: boolean) =>
  `calc.${lang}.${js ? "js" : "nojs"}.${Date.now().toString(36)}${++mailSerial}@tokosejahtera.co.id`;

async function sendCalculation(page: Page, lang: Lang, js: boolean) {
  const copy = calculatorPagesContent[lang].email;
  const address = page.getByLabel(copy.label);
  const send = page.getByRole("button", { name: copy.submit });
  await address.fill("rina@");
  await send.click();
  await expect(page.getByText(fillIn(formWords[lang].errors.email, { field: copy.label }))).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");

  const email = calculationEmail(lang, js);
  await address.fill(email);
  await send.click();
  // The first PDF of a fresh server loads the engine: a few seconds on a busy machine.
  await expect(page.getByRole("status").filter({ hasText: copy.sentTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(copy.trialTitle)).toBeVisible();
  // The calculation stays on the page, its inputs in the form.
  await expect(page).toHaveURL(/[?&]sent=1/);
  await expect(page.locator('form input[name="wage"]')).toHaveValue("6000000");
  await expect(output(page, "total")).toHaveText(thrTotal[lang]);

  const [lead] = await leadsOf(email);
  expect(lead).toMatchObject({ type: "calculator", lang, name: "", phone: "", company: "" });
  expect(lead?.details).toMatchObject({ calculator: "thr", inputs: { wage: 6_000_000, months: 3 } });
  await expect.poll(() => mailAbout(email).length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailAbout(email);
  expect(mail?.text).toContain(thrTotal[lang]);
  const [pdf] = mail?.attachments ?? [];
  expect(pdf?.contentType).toBe("application/pdf");
  const text = pdfText(Buffer.from(pdf?.base64 ?? "", "base64"));
  expect(text).toContain(thrTotal[lang]);
  expect(text).toContain(lang === "en" ? "Rp 6,000,000" : "Rp 6.000.000");
  expect(text).toContain("Permenaker 6/2016");
}

for (const lang of ["en", "id"] as const) {
  test(`${lang}: a calculation is emailed as a PDF with JavaScript`, async ({ page }) => {
    await gotoHydrated(page, `${pathTo("thrCalculator", lang)}?${thrQuery}`);
    const opened = Date.now();
    await page.getByLabel(calculatorPagesContent[lang].email.label).focus();
    await atHumanSpeed(opened);
    await sendCalculation(page, lang, true);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test(`${lang}: a calculation is emailed as a PDF without JavaScript`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // The refused address is answered 400, which the browser logs.
      allowConsoleErrors(/status of 400 \(Bad Request\)/);
      await page.goto(`${pathTo("thrCalculator", lang)}?${thrQuery}`);
      await sendCalculation(page, lang, false);
    });
  });
}
