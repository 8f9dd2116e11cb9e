/**
 * `npm run bench`: page weight, Lighthouse, load and memory figures of the production build, checked
 * against the budgets, printed and written to bench-results/latest.json and docs/bench.md. Exit code 1 on a
 * failed budget, after the report is written. The tools phase (the site with every marketing tool) runs
 * last and writes bench-results/tools.json and its own section; the scale phase (one instance and two
 * behind nginx) before it, bench-results/scale.json and its section; the durability phase (the contact form
 * on PGlite with its commits synced and not) after the scale phase, bench-results/durability.json.
 * The typing phase (a Lighthouse timespan typing a wage into a calculator) comes last.
 * `BENCH_ONLY=memory`, `scale`, `durability`, `tools`, `images` or `typing` runs that phase alone;
 * `BENCH_ONLY=pages` the page weight and Lighthouse of the pages BENCH_PAGES lists (chosen-pages.ts).
 */
import { checkBudgets } from "./budgets.ts";
import { chosenPagesPhase } from "./chosen-pages.ts";
import { cleanupAll, installSignalHandlers } from "./cleanup.ts";
import { readBenchConfig, type BenchConfig } from "./config.ts";
import { cpuSlowdownSentence } from "./cpu-slowdown.ts";
import {
  writeChosenPagesDocs,
  writeDocs,
  writeDurabilityDocs,
  writeImagesDocs,
  writeMemoryDocs,
  writeScaleDocs,
  writeToolsDocs,
  writeTypingDocs,
} from "./docs.ts";
import { durabilityPhase, printDurabilityReport } from "./durability.ts";
import { imagesPhase } from "./images.ts";
import { runLighthouse } from "./lighthouse.ts";
import { measureLoad } from "./load.ts";
import { backgroundCpuPercent, describeMachine, type Machine } from "./machine.ts";
import { measureMemory, memoryBudgets } from "./memory.ts";
import { measurePageBytes } from "./page-bytes.ts";
import { lighthousePages, listPages } from "./pages.ts";
import {
  printChosenPagesReport,
  printImagesReport,
  printMemoryReport,
  printReport,
  printScaleReport,
  printToolsReport,
  writeJson,
  type BenchReport,
  type MemoryReport,
} from "./report.ts";
import { ensureBuild, serverFailure, startOurServer, startReactRouterServe } from "./servers.ts";
import { scalePhase } from "./scale.ts";
import { siteTargets } from "./targets.ts";
import { toolsPhase } from "./tools.ts";
import { printTypingReport, typingPhase } from "./typing.ts";

/** The memory phase: a fresh server on each database, started and loaded one after the other. */
async function memoryPhase(config: BenchConfig, machine: Machine): Promise<MemoryReport> {
  console.log("Memory: a fresh server on each database…");
  const results = await measureMemory({
    connections: config.connections,
    seconds: config.loadSeconds,
    warmupSeconds: config.warmupSeconds,
  });
  return { machine, settings: config, results, budgets: memoryBudgets(results) };
}

/** A phase run on its own: its report printed, its JSON and its section of docs/bench.md written. */
async function reportedAlone<Report extends Parameters<typeof writeJson>[0]>(
  name: string,
  run: () => Promise<Report>,
  print: (report: Report) => void,
  writeDocs: (report: Report) => Promise<void>,
): Promise<boolean> {
  const report = await run();
  print(report);
  const json = writeJson(report, `${name}.json`);
  await writeDocs(report);
  console.log(`Wrote ${json} and the ${name} section of docs/bench.md`);
  return report.budgets.every((check) => check.pass);
}

const toolsPhaseReported = (config: BenchConfig, machine: Machine) =>
  reportedAlone("tools", () => toolsPhase(config, machine), printToolsReport, writeToolsDocs);

const typingPhaseReported = (config: BenchConfig, machine: Machine) => {
  console.log("Typing: a wage typed into a calculator, as a Lighthouse timespan…");
  return reportedAlone("typing", () => typingPhase(config, machine), printTypingReport, writeTypingDocs);
};

const imagesPhaseReported = (config: BenchConfig, machine: Machine) =>
  reportedAlone("images", () => imagesPhase(config, machine), printImagesReport, writeImagesDocs);

const scalePhaseReported = (config: BenchConfig, machine: Machine) => {
  console.log("Scale: one instance and two behind nginx, on PostgreSQL…");
  return reportedAlone("scale", () => scalePhase(config, machine), printScaleReport, writeScaleDocs);
};

const durabilityPhaseReported = (config: BenchConfig, machine: Machine) => {
  console.log("Durability: the contact form on PGlite, commits synced and not…");
  return reportedAlone(
    "durability",
    () => durabilityPhase(config, machine),
    printDurabilityReport,
    writeDurabilityDocs,
  );
};

async function main(): Promise<boolean> {
  const config = readBenchConfig(process.env);
  console.log(cpuSlowdownSentence(config.cpuSlowdown));
  const machine = describeMachine();
  const backgroundCpu: Record<string, number> = {};
  installSignalHandlers();
  ensureBuild();
  if (config.only === "memory") {
    return reportedAlone("memory", () => memoryPhase(config, machine), printMemoryReport, writeMemoryDocs);
  }
  if (config.only === "tools") return toolsPhaseReported(config, machine);
  if (config.only === "scale") return scalePhaseReported(config, machine);
  if (config.only === "images") return imagesPhaseReported(config, machine);
  if (config.only === "durability") return durabilityPhaseReported(config, machine);
  if (config.only === "typing") return typingPhaseReported(config, machine);
  if (config.only === "pages") {
    return reportedAlone(
      "pages",
      () => chosenPagesPhase(config, machine),
      printChosenPagesReport,
      writeChosenPagesDocs,
    );
  }
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
  const lighthouse = await runLighthouse(ours.origin, audited, config);

  const loadOptions = {
    connections: config.connections,
    seconds: config.loadSeconds,
    warmupSeconds: config.warmupSeconds,
  };
  const targets = siteTargets(ours.origin, ours.port);
  backgroundCpu["load ours"] = await backgroundCpuPercent(serverPids);
  console.log("Load: our GET /…");
  const oursLoad = await measureLoad(targets.home, loadOptions);
  backgroundCpu["load react-router-serve"] = await backgroundCpuPercent(serverPids);
  console.log("Load: react-router-serve GET /…");
  const rrsLoad = await measureLoad(
    { ...targets.home, name: "react-router-serve GET /", url: `${reactRouterServe.origin}/` },
    loadOptions,
  );
  backgroundCpu["load newsletter"] = await backgroundCpuPercent(serverPids);
  console.log("Load: newsletter POST…");
  const newsletterLoad = await measureLoad(targets.newsletter, loadOptions);
  backgroundCpu["load contact form"] = await backgroundCpuPercent(serverPids);
  console.log("Load: contact form POST…");
  const formLoad = await measureLoad(targets.contactForm, loadOptions);
  await cleanupAll();
  const memory = await memoryPhase(config, machine);

  const figures = {
    bytes,
    lighthouse: lighthouse.pages,
    load: { ours: oursLoad, reactRouterServe: rrsLoad, newsletter: newsletterLoad, contactForm: formLoad },
  };
  const report: BenchReport = {
    machine,
    settings: config,
    memory,
    backgroundCpu,
    figures,
    lighthouseChromiumFlags: lighthouse.chromiumFlags,
    budgets: checkBudgets(figures),
  };
  printReport(report);
  const json = writeJson(report);
  await writeDocs(report);
  console.log(`Wrote ${json} and docs/bench.md`);
  const scalePass = await scalePhaseReported(config, machine);
  const durabilityPass = await durabilityPhaseReported(config, machine);
  const toolsPass = await toolsPhaseReported(config, machine);
  const imagesPass = await imagesPhaseReported(config, machine);
  const typingPass = await typingPhaseReported(config, machine);
  return (
    [...report.budgets, ...memory.budgets].every((check) => check.pass) &&
    scalePass &&
    durabilityPass &&
    toolsPass &&
    imagesPass &&
    typingPass
  );
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
