import { describe, expect, it } from "vitest";
import { deployBuildProblem, isLocalUrl, readBuildProfile } from "../../core/config/build-guard.ts";
import { readPublicConfig } from "../../core/config/public.ts";

const defaultSiteUrl = readPublicConfig({}).SITE_URL;

describe("the deploy build guard", () => {
  it("lets a build without PRODUCTION_BUILD through with the default SITE_URL, as the README's first command runs", () => {
    expect(defaultSiteUrl).toBe("http://localhost:3000");
    expect(deployBuildProblem(defaultSiteUrl, {})).toBeUndefined();
    expect(deployBuildProblem(defaultSiteUrl, { PRODUCTION_BUILD: "" })).toBeUndefined();
    expect(deployBuildProblem(defaultSiteUrl, { PRODUCTION_BUILD: "false" })).toBeUndefined();
  });

  it("stops a deploy build on a local SITE_URL, saying what to set", () => {
    for (const value of ["true", "TRUE", "1"]) {
      const problem = deployBuildProblem(defaultSiteUrl, { PRODUCTION_BUILD: value });
      expect(problem).toContain("SITE_URL is http://localhost:3000");
      expect(problem).toContain("Set SITE_URL");
      expect(problem).toContain("ALLOW_LOCALHOST_SITE_URL=true");
    }
  });

  it("lets a deploy build through with a public SITE_URL, or with ALLOW_LOCALHOST_SITE_URL", () => {
    expect(deployBuildProblem("https://www.regu.example", { PRODUCTION_BUILD: "true" })).toBeUndefined();
    // A name that merely contains "localhost" is someone's domain.
    expect(
      deployBuildProblem("https://localhost.regu.example", { PRODUCTION_BUILD: "true" }),
    ).toBeUndefined();
    expect(
      deployBuildProblem(defaultSiteUrl, { PRODUCTION_BUILD: "true", ALLOW_LOCALHOST_SITE_URL: "true" }),
    ).toBeUndefined();
  });

  it("refuses a flag that is neither true nor false rather than ignore it", () => {
    expect(deployBuildProblem("https://www.regu.example", { PRODUCTION_BUILD: "yes" })).toBe(
      'PRODUCTION_BUILD must be true or false, not "yes".',
    );
    expect(
      deployBuildProblem(defaultSiteUrl, { PRODUCTION_BUILD: "true", ALLOW_LOCALHOST_SITE_URL: "on" }),
    ).toMatch(/^ALLOW_LOCALHOST_SITE_URL must be true or false/);
  });

  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://localhost.:3000",
    "http://regu.localhost",
    "http://127.0.0.1:3000",
    "http://127.1.2.3",
    "http://0.0.0.0:3000",
    "http://[::1]:3000",
    "http://[::]:3000",
    "http://[::ffff:127.0.0.1]",
  ])("takes %s for this machine", (url) => {
    expect(isLocalUrl(url)).toBe(true);
  });

  it.each(["https://www.regu.example", "http://10.0.0.5:3000", "http://128.0.0.1", "http://[2001:db8::1]"])(
    "takes %s for another host",
    (url) => {
      expect(isLocalUrl(url)).toBe(false);
    },
  );
});

describe("the build profile", () => {
  it("is full unless BUILD_PROFILE says light", () => {
    expect(readBuildProfile({})).toBe("full");
    expect(readBuildProfile({ BUILD_PROFILE: "" })).toBe("full");
    expect(readBuildProfile({ BUILD_PROFILE: "full" })).toBe("full");
    expect(readBuildProfile({ BUILD_PROFILE: " Light " })).toBe("light");
  });

  it("refuses a profile it does not know rather than build a full site unasked", () => {
    expect(readBuildProfile({ BUILD_PROFILE: "lite" })).toEqual({
      problem: 'BUILD_PROFILE must be full or light, not "lite".',
    });
    expect(deployBuildProblem(defaultSiteUrl, { BUILD_PROFILE: "lite" })).toBe(
      'BUILD_PROFILE must be full or light, not "lite".',
    );
  });

  it("lets a light build through for tests, never as a deploy build", () => {
    expect(deployBuildProblem(defaultSiteUrl, { BUILD_PROFILE: "light" })).toBeUndefined();
    const problem = deployBuildProblem("https://www.regu.example", {
      PRODUCTION_BUILD: "true",
      BUILD_PROFILE: "light",
    });
    expect(problem).toContain("BUILD_PROFILE is light");
    expect(problem).toContain("Unset BUILD_PROFILE");
    expect(
      deployBuildProblem("https://www.regu.example", { PRODUCTION_BUILD: "true", BUILD_PROFILE: "full" }),
    ).toBeUndefined();
  });
});
