/**
 * `npm run bench`: page weight, Lighthouse and load figures of the production build, checked against the
 * budgets, printed and written to bench-results/latest.json and docs/bench.md. Exit code 1 on a failed
 * budget, after the report is written.
 */
import { checkBudgets } from "./budgets.ts";
import { cleanupAll, installSignalHandlers } from "./cleanup.ts";
import { host, readBenchConfig } from "./config.ts";
import { writeDocs } from "./docs.ts";
import { runLighthouse } from "./lighthouse.ts";
import { measureLoad } from "./load.ts";
import { backgroundCpuPercent, describeMachine } from "./machine.ts";
import { measurePageBytes } from "./page-bytes.ts";
import { lighthousePages, listPages } from "./pages.ts";
import { printReport, writeJson, type BenchReport } from "./report.ts";
import { ensureBuild, serverFailure, startOurServer, startReactRouterServe } from "./servers.ts";

async function main(): Promise<boolean> {
  const config = readBenchConfig(process.env);
  const machine = describeMachine();
  const backgroundCpu: Record<string, number> = {};
  installSignalHandlers();
  ensureBuild();
  const pages = listPages(config.pages);
  console.log(`Pages: ${pages.join(", ")}`);

  // One after the other: each waits for the database or the build import, and two cores are shared.
  const ours = await startOurServer();
  const reactRouterServe = await startReactRouterServe();
  const serverPids = [ours.pid, reactRouterServe.pid];
  console.log(`Servers: ours ${ours.origin}, react-router-serve ${reactRouterServe.origin}`);

  backgroundCpu["page weight"] = await backgroundCpuPercent(serverPids);
  console.log("Measuring first-load bytes…");
  const bytes = await measurePageBytes(ours.origin, pages);

  backgroundCpu.lighthouse = await backgroundCpuPercent(serverPids);
  const audited = lighthousePages(pages, config.pages !== undefined);
  console.log(`Running Lighthouse (${config.lighthouseRuns} run(s) per page) on ${audited.join(", ")}…`);
  const lighthouse = await runLighthouse(ours.origin, audited, config.lighthouseRuns);

  const loadOptions = {
    connections: config.connections,
    seconds: config.loadSeconds,
    warmupSeconds: config.warmupSeconds,
  };
  const brotli = { "Accept-Encoding": "br" };
  backgroundCpu["load ours"] = await backgroundCpuPercent(serverPids);
  console.log("Load: our GET /…");
  const oursLoad = await measureLoad(
    { name: "ours GET /", url: `${ours.origin}/`, method: "GET", headers: brotli },
    loadOptions,
  );
  backgroundCpu["load react-router-serve"] = await backgroundCpuPercent(serverPids);
  console.log("Load: react-router-serve GET /…");
  const rrsLoad = await measureLoad(
    { name: "react-router-serve GET /", url: `${reactRouterServe.origin}/`, method: "GET", headers: brotli },
    loadOptions,
  );
  backgroundCpu["load newsletter"] = await backgroundCpuPercent(serverPids);
  console.log("Load: newsletter POST…");
  const newsletterLoad = await measureLoad(
    {
      name: "ours POST newsletter",
      url: `${ours.origin}/wms-api-ktm/api/news-letter/store`,
      method: "POST",
      // The API refuses other origins; this is the one the server sees itself at.
      headers: { "Content-Type": "application/json", Origin: `http://${host}:${ours.port}` },
      body: JSON.stringify({ email: "bench@example.com" }),
    },
    loadOptions,
  );
  backgroundCpu["load contact form"] = await backgroundCpuPercent(serverPids);
  console.log("Load: contact form POST…");
  const formLoad = await measureLoad(
    {
      name: "ours POST contact form",
      url: `${ours.origin}/contact-us`,
      method: "POST",
      // A form without JavaScript: urlencoded, answered with a redirect to the thank-you page once the
      // lead and its outbox rows are committed. A new address each time, so every request stores a lead.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${host}:${ours.port}` },
      bodyOf: (index) =>
        new URLSearchParams({
          name: "Bench Visitor",
          email: `bench.${index}.${Date.now()}@example.com`,
          topic: "sales",
          message: "How much would Growth cost for 120 employees in three warehouses?",
        }).toString(),
      expectedStatusClass: 3,
    },
    loadOptions,
  );
  await cleanupAll();

  const figures = {
    bytes,
    lighthouse: lighthouse.pages,
    load: { ours: oursLoad, reactRouterServe: rrsLoad, newsletter: newsletterLoad, contactForm: formLoad },
  };
  const report: BenchReport = {
    machine,
    settings: config,
    backgroundCpu,
    figures,
    lighthouseChromiumFlags: lighthouse.chromiumFlags,
    budgets: checkBudgets(figures),
  };
  printReport(report);
  const json = writeJson(report);
  await writeDocs(report);
  console.log(`Wrote ${json} and docs/bench.md`);
  return report.budgets.every((check) => check.pass);
}

try {
  const pass = await Promise.race([main(), serverFailure]);
  if (!pass) console.error("At least one budget failed.");
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await cleanupAll();
}
