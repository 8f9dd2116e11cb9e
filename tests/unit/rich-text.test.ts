import { describe, expect, it } from "vitest";
import { looksLikeHtml, safeHref, sanitizeMessageHtml } from "../../core/leads/schemas/rich-text.server.ts";

const rel = 'rel="noopener noreferrer nofollow" target="_blank"';
const html = (input: string) => sanitizeMessageHtml(input, "html").html;

/**
 * What the contact form's editor posts: `$generateHtmlFromNodes` output of Lexical 0.52 with the field's
 * theme, taken from the editor in a browser (bold, italic, bold italic, both list types, a nested list, links).
 */
const lexicalSample =
  '<p class="my-2 first:mt-0 last:mb-0" dir="ltr"><span style="white-space: pre-wrap;">We have </span>' +
  '<b><strong class="font-bold" style="white-space: pre-wrap;">120 staff</strong></b>' +
  '<span style="white-space: pre-wrap;"> on </span><i><em class="italic" style="white-space: pre-wrap;">three</em></i>' +
  '<span style="white-space: pre-wrap;"> sites &amp; need </span>' +
  '<i><b><strong class="font-bold italic" style="white-space: pre-wrap;">shifts</strong></b></i></p>' +
  '<ul class="my-2 list-disc pl-6"><li value="1" class="my-1"><span style="white-space: pre-wrap;">Attendance</span></li>' +
  '<li value="2" class="my-1"><span style="white-space: pre-wrap;">Payroll</span>' +
  '<ul class="my-2 list-disc pl-6"><li value="1" class="my-1"><span style="white-space: pre-wrap;">BPJS</span></li></ul></li></ul>' +
  '<ol class="my-2 list-decimal pl-6"><li value="1" class="my-1"><span style="white-space: pre-wrap;">Demo</span></li>' +
  '<li value="2" class="my-1"><span style="white-space: pre-wrap;">Trial</span></li></ol>' +
  '<p class="my-2 first:mt-0 last:mb-0"><br></p>' +
  '<p class="my-2 first:mt-0 last:mb-0" dir="ltr"><span style="white-space: pre-wrap;">See our </span>' +
  '<a href="https://regu.id/contact" rel="noreferrer" class="font-semibold text-brand-700 underline">' +
  '<span style="white-space: pre-wrap;">site</span></a><span style="white-space: pre-wrap;"> or mail </span>' +
  '<a href="mailto:sales@regu.id" class="font-semibold text-brand-700 underline">' +
  '<span style="white-space: pre-wrap;">sales@regu.id</span></a></p>';

describe("sanitizeMessageHtml: what is removed", () => {
  it(
    "removes script and style elements with their content, keeping the text around them",
    { tags: ["smoke"] },
    () => {
      expect(html("<p>Hi<script>alert(1)</script> there<style>p{color:red}</style></p>")).toBe(
        "<p>Hi there</p>",
      );
      expect(html('<p>a</p><script src="https://evil.example/x.js"></script><p>b</p>')).toBe(
        "<p>a</p><p>b</p>",
      );
    },
  );

  it("removes event handlers and every other attribute", () => {
    expect(html('<p onclick="alert(1)" class="x" style="color:red" id="y">Hi</p>')).toBe("<p>Hi</p>");
    expect(html('<strong onmouseover="alert(1)">x</strong>')).toBe("<p><strong>x</strong></p>");
    const out = html('<a href="https://regu.id" onclick="alert(1)" onerror="alert(2)">Regu</a>');
    expect(out).toBe(`<p><a href="https://regu.id/" ${rel}>Regu</a></p>`);
  });

  it("removes images (and their onerror), iframes, objects and forms' controls", () => {
    expect(html('<p>x<img src="x" onerror="alert(1)">y</p>')).toBe("<p>xy</p>");
    expect(html('<p>a</p><iframe src="https://evil.example">fallback</iframe><p>b</p>')).toBe(
      "<p>a</p><p>b</p>",
    );
    expect(
      html('<object data="x.swf"></object><embed src="x"><svg onload="alert(1)"><text>t</text></svg>ok'),
    ).toBe("<p>ok</p>");
    expect(html("<p>a<textarea>b</textarea><select><option>c</option></select></p>")).toBe("<p>a</p>");
  });

  it("unwraps javascript:, data: and other links but keeps their text", () => {
    expect(html('<a href="javascript:alert(1)">click</a>')).toBe("<p>click</p>");
    expect(html('<a href="JaVaScRiPt:alert(1)">click</a>')).toBe("<p>click</p>");
    expect(html('<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>')).toBe("<p>data</p>");
    expect(html('<a href="vbscript:msgbox(1)">vb</a> <a href="about:blank">blank</a>')).toBe(
      "<p>vb blank</p>",
    );
    expect(html('<a href="/relative">rel</a> <a href="//evil.example">proto</a>')).toBe("<p>rel proto</p>");
  });

  it("unwraps an unsafe link without losing or merging the links after it", () => {
    const clean = sanitizeMessageHtml(
      '<a href="javascript:x">j</a> <a href="https://evil.example/phish">Reset password</a> ' +
        '<a href="https://b.example">B</a>',
      "html",
    );
    expect(clean.html).toBe(
      `<p>j <a href="https://evil.example/phish" ${rel}>Reset password</a> ` +
        `<a href="https://b.example/" ${rel}>B</a></p>`,
    );
    expect(clean.text).toBe("j Reset password (https://evil.example/phish) B (https://b.example/)");
  });

  it("unwraps obfuscated javascript: links", () => {
    for (const href of [
      "java&#x09;script:alert(1)",
      "java&#10;script:alert(1)",
      "java&Tab;script:alert(1)",
      "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
      "&#x6A;avascript&#x3A;alert(1)",
      " \x01javascript:alert(1)",
      "javascript&colon;alert(1)",
    ]) {
      const out = html(`<p><a href="${href}">x</a></p>`);
      expect(out, href).toBe("<p>x</p>");
      expect(out.toLowerCase()).not.toContain("script");
    }
  });

  it("removes comments, CDATA and unknown tags, keeping the text", () => {
    expect(html("<p>a<!-- secret -->b</p>")).toBe("<p>ab</p>");
    expect(html("<p><!--[if IE]><script>alert(1)</script><![endif]-->x</p>")).toBe("<p>x</p>");
    expect(html("<div><h1>Title</h1><blockquote>quote</blockquote><u>under</u></div>")).toBe(
      "<p>Titlequoteunder</p>",
    );
  });

  it("does not let broken markup smuggle a tag through", () => {
    const out = html(
      '<p><a href="https://x.io" title="a"onmouseover=alert(1)//">x</a><scr<script>ipt>alert(1)</p>',
    );
    expect(out).not.toMatch(/<script|onmouseover=|<img/i);
    expect(html("<<img src=x onerror=alert(1)>p>hi")).not.toMatch(/<img|onerror/i);
  });
});

describe("sanitizeMessageHtml: what is kept", () => {
  it("keeps bold, italic, lists and links, with b→strong and i→em", () => {
    expect(html("<p><b>bold</b> <strong>strong</strong> <i>it</i> <em>em</em></p>")).toBe(
      "<p><strong>bold</strong> <strong>strong</strong> <em>it</em> <em>em</em></p>",
    );
    expect(html("<ul><li>a</li><li>b</li></ul><ol><li>one</li></ol>")).toBe(
      "<ul><li>a</li><li>b</li></ul><ol><li>one</li></ol>",
    );
    expect(
      html('<p><a href="mailto:sales@regu.id">mail</a> <a href="http://regu.id/x?a=1&amp;b=2">x</a></p>'),
    ).toBe(
      `<p><a href="mailto:sales@regu.id" ${rel}>mail</a> <a href="http://regu.id/x?a=1&amp;b=2" ${rel}>x</a></p>`,
    );
  });

  it("keeps the text of entities escaped", () => {
    expect(html("<p>5 &lt; 6 &amp;&amp; &quot;x&quot; &gt; y&nbsp;z</p>")).toBe(
      "<p>5 &lt; 6 &amp;&amp; &quot;x&quot; &gt; y\u00a0z</p>",
    );
  });

  it("turns Lexical's markup into the clean equivalent", () => {
    expect(html(lexicalSample)).toBe(
      "<p>We have <strong>120 staff</strong> on <em>three</em> sites &amp; need <em><strong>shifts</strong></em></p>" +
        "<ul><li>Attendance</li><li>Payroll<ul><li>BPJS</li></ul></li></ul>" +
        "<ol><li>Demo</li><li>Trial</li></ol>" +
        `<p>See our <a href="https://regu.id/contact" ${rel}>site</a> or mail ` +
        `<a href="mailto:sales@regu.id" ${rel}>sales@regu.id</a></p>`,
    );
  });

  it("wraps loose inline content in paragraphs and stray items in a list, and drops empty elements", () => {
    expect(html("Hello <b>you</b><p>para</p><li>x</li> <li>y</li>")).toBe(
      "<p>Hello <strong>you</strong></p><p>para</p><ul><li>x</li><li>y</li></ul>",
    );
    expect(
      html('<p><br></p><p> </p><ul><li><br></li></ul><p><strong></strong><a href="https://x.io"></a></p>'),
    ).toBe("");
    expect(html("<p><br>text<br><br></p>")).toBe("<p>text</p>");
  });

  it("gives empty results for a message without text", () => {
    expect(sanitizeMessageHtml("", "html")).toEqual({ html: "", text: "" });
    expect(sanitizeMessageHtml("   \n\n  ", "text")).toEqual({ html: "", text: "" });
    expect(sanitizeMessageHtml('<p class="x"><br></p>')).toEqual({ html: "", text: "" });
  });
});

describe("sanitizeMessageHtml: plain text", () => {
  it("makes paragraphs from blank lines and <br> from single newlines", () => {
    expect(sanitizeMessageHtml("First line\nsecond line\n\n\nNew paragraph\r\n\r\nLast", "text").html).toBe(
      "<p>First line<br>second line</p><p>New paragraph</p><p>Last</p>",
    );
  });

  it("escapes HTML special characters instead of interpreting them", () => {
    const result = sanitizeMessageHtml(`<script>alert("x")</script> & <b>bold</b> it's`, "text");
    expect(result.html).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; it&#39;s</p>",
    );
    expect(result.text).toBe(`<script>alert("x")</script> & <b>bold</b> it's`);
  });

  it("takes input without tags as text when no format is given, and markup as HTML", () => {
    expect(sanitizeMessageHtml("a < b & c > d\n\nnext").html).toBe(
      "<p>a &lt; b &amp; c &gt; d</p><p>next</p>",
    );
    expect(sanitizeMessageHtml("<p>Hi <b>there</b></p>").html).toBe("<p>Hi <strong>there</strong></p>");
    expect(looksLikeHtml("I <3 rosters, x<y")).toBe(false);
    expect(looksLikeHtml(lexicalSample)).toBe(true);
  });

  it("follows the format given over what the input looks like", () => {
    expect(sanitizeMessageHtml("<p>Hi</p>", "text").html).toBe("<p>&lt;p&gt;Hi&lt;/p&gt;</p>");
    expect(sanitizeMessageHtml("plain", "html").html).toBe("<p>plain</p>");
  });
});

describe("sanitizeMessageHtml: text rendering", () => {
  it("renders lists as '- item' and '1. item', paragraphs apart, links as 'label (url)'", () => {
    expect(sanitizeMessageHtml(lexicalSample, "html").text).toBe(
      [
        "We have 120 staff on three sites & need shifts",
        "",
        "- Attendance",
        "- Payroll",
        "   - BPJS",
        "",
        "1. Demo",
        "2. Trial",
        "",
        "See our site (https://regu.id/contact) or mail sales@regu.id",
      ].join("\n"),
    );
  });

  it("decodes entities, collapses whitespace and keeps line breaks", () => {
    expect(sanitizeMessageHtml("<p>  a \n\t b&nbsp;&amp;&#x41;&#66;<br>  next  line </p>", "html").text).toBe(
      "a b &AB\nnext line",
    );
  });

  it("shows a link's address unless the label is the address", () => {
    const text = (input: string) => sanitizeMessageHtml(input, "html").text;
    expect(text('<a href="https://regu.id">https://regu.id</a>')).toBe("https://regu.id");
    expect(text('<a href="https://regu.id/harga">Pricing</a>')).toBe("Pricing (https://regu.id/harga)");
    expect(text('<a href="mailto:hr@pt.co.id">HR</a>')).toBe("HR (hr@pt.co.id)");
  });

  it("numbers an ordered list from 1, skipping items that only hold a nested list", () => {
    expect(
      sanitizeMessageHtml("<ol><li>a</li><li><ol><li>x</li></ol></li><li>b</li></ol>", "html").text,
    ).toBe("1. a\n   1. x\n2. b");
  });
});

describe("safeHref", () => {
  it.each([
    ["https://regu.id", "https://regu.id/"],
    ["  http://regu.id/a b", "http://regu.id/a%20b"],
    ["mailto:sales@regu.id", "mailto:sales@regu.id"],
    ["java\tscript:alert(1)", null],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["ftp://regu.id", null],
    ["regu.id", null],
    ["", null],
  ])("%j → %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe("sanitizeMessageHtml: control characters", () => {
  // PostgreSQL refuses a NUL: a message that reached the cleaner some other way than the form must not
  // cost the lead.
  it("drops control characters, typed or written as entities, from HTML and its text", () => {
    const clean = sanitizeMessageHtml(
      "<p>Ha\u0000lo &#1;tim\u0085 Regu</p><p>&#0;Baris\u0007 dua</p>",
      "html",
    );
    expect(clean.html).not.toMatch(/\p{Cc}/u);
    expect(clean.text).not.toMatch(/[^\P{Cc}\n]/u);
    expect(clean.html).toContain("<p>Halo tim Regu</p>");
    expect(clean.text).toContain("Halo tim Regu");
  });

  it("drops them from plain text too, keeping its line breaks", () => {
    const clean = sanitizeMessageHtml("Halo\u0000 tim\r\nRegu\u001b\n\nTerima kasih", "text");
    expect(clean.html).toBe("<p>Halo tim<br>Regu</p><p>Terima kasih</p>");
    expect(clean.text).toBe("Halo tim\nRegu\n\nTerima kasih");
  });
});
