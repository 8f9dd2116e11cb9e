import type { Page } from "@playwright/test";
import { leadPagesContent } from "../../content/lead-pages/index.ts";
import { brand } from "../../content/brand.ts";
import { demoSlots, officeTimeZones, zonedParts } from "../../core/leads/schemas/demo-slots.ts";
import type { FieldError } from "../../core/leads/schemas/validate-form.ts";
import { formWords } from "../../core/i18n/form-words.ts";
import { fill } from "../../core/i18n/fill.ts";
import { languages, type Lang, type PageId } from "../../core/routing/pages.ts";
import { pathTo } from "../../core/routing/paths.ts";
import { leadsOf, mailAbout, webhooksAbout, type ReceivedMail } from "./servers/backend.ts";
import { atHumanSpeed, expect, expectNoViolations, gotoHydrated, test } from "./fixtures.ts";

/** A fresh address per test, so the rate limit per address and earlier runs never get in the way. */
const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.co.id`;

interface FormCase {
  pageId: PageId;
  type: "demo" | "registration" | "contact";
  thanks: PageId;
  submit: (lang: Lang) => string;
  /** What is wrong in the first attempt, field by field, and the error each must show. */
  wrong: Array<[field: string, error: FieldError]>;
  /** Fills the form the right way (in the browser with or without JavaScript). */
  fillRight(page: Page, lang: Lang, email: string, js: boolean): Promise<void>;
}

const label = (lang: Lang, field: keyof (typeof formWords)["en"]["fields"]) => {
  const words = formWords[lang].fields[field];
  return "label" in words ? words.label : words.termsLink;
};

/** The message a field shows for an error code, in the page's language. */
const errorText = (lang: Lang, field: string, code: FieldError) => {
  const names: Record<string, keyof (typeof formWords)["en"]["fields"]> = {
    name: "name",
    email: "workEmail",
    company: "company",
    phone: "phone",
    companySize: "companySize",
    country: "country",
    slot: "slot",
    terms: "terms",
    topic: "topic",
    message: "message",
  };
  return fill(formWords[lang].errors[code], { field: label(lang, names[field] ?? "name") });
};

async function fillPerson(page: Page, email: string, name: string) {
  await page.locator("#field-name").fill(name);
  await page.locator("#field-email").fill(email);
  await page.locator("#field-company").fill("PT Maju Jaya");
  await page.locator("#field-phone").fill("+62 812-3456-7890");
}

/** The first slot the picker offers now, as the no-JavaScript field takes it: office time in Jakarta. */
function firstSlotLocal(): string {
  const [slot] = demoSlots(new Date(), "ID");
  if (!slot) throw new Error("the picker offers no slot");
  const parts = zonedParts(slot, officeTimeZones.ID);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:00`;
}

const cases: FormCase[] = [
  {
    pageId: "requestDemo",
    type: "demo",
    thanks: "thankYouDemo",
    submit: (lang) => leadPagesContent[lang].requestDemo.submit,
    wrong: [
      ["name", "required"],
      ["email", "email"],
      ["company", "required"],
      ["phone", "phone"],
      ["companySize", "required"],
      ["country", "required"],
      ["slot", "required"],
    ],
    async fillRight(page, lang, email, js) {
      await fillPerson(page, email, "Budi Santoso");
      await page.locator("#field-companySize").selectOption("51-200");
      await page.locator("#field-country").selectOption("ID");
      await page.getByRole("checkbox", { name: formWords[lang].interests.time, exact: true }).check();
      if (js) {
        const times = page.getByRole("radiogroup").nth(1).locator("label");
        await times.first().click();
      } else {
        await page.locator("#field-slot").fill(firstSlotLocal());
      }
    },
  },
  {
    pageId: "registration",
    type: "registration",
    thanks: "thankYouRegistering",
    submit: (lang) => leadPagesContent[lang].registration.submit,
    wrong: [
      ["name", "required"],
      ["email", "email"],
      ["company", "required"],
      ["phone", "phone"],
      ["companySize", "required"],
      ["country", "required"],
      ["terms", "consent"],
    ],
    async fillRight(page, _lang, email) {
      await fillPerson(page, email, "Siti Rahma");
      await page.locator("#field-companySize").selectOption("11-50");
      await page.locator("#field-country").selectOption("MY");
      await page.locator("#field-terms").check();
    },
  },
  {
    pageId: "contact",
    type: "contact",
    thanks: "thankYou",
    submit: (lang) => leadPagesContent[lang].contact.submit,
    wrong: [
      ["name", "required"],
      ["email", "email"],
      ["phone", "phone"],
      ["topic", "required"],
      ["message", "required"],
    ],
    async fillRight(page, _lang, email, js) {
      await page.locator("#field-name").fill("Dewi Lestari");
      await page.locator("#field-email").fill(email);
      await page.locator("#field-phone").fill("");
      await page.locator("#field-topic").selectOption("sales");
      if (js) {
        // The editor replaces the textarea once the field is near; bold is one shortcut away.
        const editor = page.locator('[contenteditable="true"]');
        await editor.click();
        await page.keyboard.type("Kami punya ");
        await page.keyboard.press("ControlOrMeta+b");
        await page.keyboard.type("120 karyawan");
        await page.keyboard.press("ControlOrMeta+b");
        await page.keyboard.type(" di tiga gudang.");
      } else {
        await page
          .locator("textarea#field-message")
          .fill("Kami punya 120 karyawan di tiga gudang.\n\nMohon info harga.");
      }
    },
  },
];

/** The first, wrong attempt: an empty form but for a wrong address and phone. */
async function fillWrong(page: Page, formCase: FormCase) {
  await page.locator("#field-email").fill("budi@");
  await page.locator("#field-phone").fill("12ab");
  if (formCase.type === "contact") await page.locator("#field-name").fill("");
}

async function expectErrors(page: Page, lang: Lang, formCase: FormCase) {
  for (const [field, code] of formCase.wrong) {
    await expect(page.locator(`#field-${field}-error`), `${field}`).toContainText(
      errorText(lang, field, code),
    );
  }
}

/**
 * Waits for the mail the outbox worker sends for a lead. The e2e server runs without RECAPTCHA_SECRET, so
 * the bot check cannot run: the lead is unverified, sales gets its notice and the visitor's unconfirmed
 * address gets nothing (the integration suite follows a confirmation to the SMTP server).
 */
async function salesMailFor(email: string): Promise<ReceivedMail> {
  await expect.poll(() => mailAbout(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const mails = mailAbout(email);
  expect(mails.filter((mail) => mail.to.includes(email))).toEqual([]);
  const sales = mails.find((mail) => mail.to.includes(brand.salesEmail));
  if (!sales) throw new Error(`no sales notice about ${email}`);
  expect(sales.subject).toMatch(/^\[Unverified\] /);
  return sales;
}

for (const lang of languages) {
  for (const formCase of cases) {
    test(`${formCase.pageId} (${lang}) with JavaScript: errors first, then the lead is stored and mailed`, async ({
      page,
    }) => {
      const email = uniqueEmail(formCase.type);
      // A campaign link first: the form carries its UTM parameters and the landing page along.
      await gotoHydrated(page, `${pathTo("pricing", lang)}?utm_source=newsletter&utm_campaign=november`);
      await gotoHydrated(page, pathTo(formCase.pageId, lang));
      const opened = Date.now();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);

      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") requests.push(request.url());
      });
      await fillWrong(page, formCase);
      await page.getByRole("button", { name: formCase.submit(lang) }).click();
      await expectErrors(page, lang, formCase);
      // The browser checked the form with the same schema: nothing was sent, the focus is on the first error.
      expect(requests).toEqual([]);
      await expect(page.locator(`#field-${formCase.wrong[0]?.[0] ?? "name"}`)).toBeFocused();
      await expect(page.locator("#field-email")).toHaveValue("budi@");
      if (lang === "en") await expectNoViolations(page);

      await formCase.fillRight(page, lang, email, true);
      await atHumanSpeed(opened);
      await page.getByRole("button", { name: formCase.submit(lang) }).click();
      await expect(page).toHaveURL(pathTo(formCase.thanks, lang));

      const [lead] = await leadsOf(email);
      expect(lead).toMatchObject({
        type: formCase.type,
        lang,
        status: "unverified",
        marketing_consent: false,
      });
      expect(lead?.attribution).toMatchObject({
        utm_source: "newsletter",
        utm_campaign: "november",
        landingPage: pathTo("pricing", lang),
        page: pathTo(formCase.pageId, lang),
      });
      if (formCase.type === "contact") {
        expect(lead?.details.messageHtml).toBe(
          "<p>Kami punya <strong>120 karyawan</strong> di tiga gudang.</p>",
        );
      }

      const sales = await salesMailFor(email);
      expect(sales.replyTo).toBe(email);
      expect(sales.text).toContain(email);
      if (formCase.type === "registration") {
        // The application gets the registration, to create the account and send the activation mail.
        await expect.poll(() => webhooksAbout(email).length, { timeout: 15_000 }).toBe(1);
        expect(webhooksAbout(email)[0]).toMatchObject({
          event: "registration.created",
          lang,
          company: "PT Maju Jaya",
        });
      }
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });
      test(`${formCase.pageId} (${lang}) without JavaScript: errors first, then the lead is stored`, async ({
        page,
        allowConsoleErrors,
      }) => {
        // The page of a refused form answers 400, and the browser says so in its console.
        allowConsoleErrors(/status of 400 \(Bad Request\)/);
        const email = uniqueEmail(`${formCase.type}-nojs`);
        await page.goto(pathTo(formCase.pageId, lang));
        await fillWrong(page, formCase);
        await page.getByRole("button", { name: formCase.submit(lang) }).click();
        await expectErrors(page, lang, formCase);
        // The server kept what was typed.
        await expect(page.locator("#field-email")).toHaveValue("budi@");
        await expect(page.locator("#field-phone")).toHaveValue("12ab");

        await formCase.fillRight(page, lang, email, false);
        await page.getByRole("button", { name: formCase.submit(lang) }).click();
        await expect(page).toHaveURL(pathTo(formCase.thanks, lang));
        const [lead] = await leadsOf(email);
        expect(lead).toMatchObject({ type: formCase.type, lang });
        if (formCase.type === "contact") {
          expect(lead?.details.messageHtml).toBe(
            "<p>Kami punya 120 karyawan di tiga gudang.</p><p>Mohon info harga.</p>",
          );
        }
        await salesMailFor(email);
      });
    });
  }
}

test("a post from another site is refused, Origin: null included", { tag: "@smoke" }, async ({ request }) => {
  for (const origin of ["https://evil.example", "null"]) {
    const response = await request.post(pathTo("contact", "en"), {
      headers: { Origin: origin },
      form: { name: "X", email: "x@example.com", topic: "sales", message: "hi" },
    });
    expect(response.status()).toBe(403);
  }
});
