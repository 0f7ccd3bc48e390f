// Stops a project script before it loads a native module on a Node.js that would crash on it:
// better-sqlite3 segfaults on Node.js 20, and a module built for one Node.js ABI must not be
// loaded by another. Plain CommonJS in the syntax of old Node.js releases, so that the Node.js
// it turns away can run it and print one line instead of a crash.
//
//   node scripts/require-node.cjs            checks this Node.js and node_modules (package.json pre-scripts)
//   node scripts/require-node.cjs --record   records which Node.js installed node_modules (postinstall)
//   node scripts/require-node.cjs --node-ok  exits 0 when this Node.js is new enough, silently (./site)
//   node scripts/require-node.cjs --actions  prints what ./site must do first: install, rebuild, both or nothing
"use strict";
const { createHash } = require("crypto");
const fs = require("fs");
const path = require("path");

const root = path.join(__dirname, "..");
const nodeModules = path.join(root, "node_modules");
const markerPath = path.join(nodeModules, ".installed-by-node.json");

function minimumVersion() {
  const range = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error("package.json engines.node must read >=X.Y.Z, not " + range);
  return match.slice(1).map(Number);
}

function isAtLeast(version, minimum) {
  const parts = version.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== minimum[i]) return parts[i] > minimum[i];
  }
  return true;
}

function lockHash() {
  const lock = path.join(root, "package-lock.json");
  if (!fs.existsSync(lock)) return "";
  return createHash("sha256").update(fs.readFileSync(lock)).digest("hex");
}

function readMarker() {
  try {
    return JSON.parse(fs.readFileSync(markerPath, "utf8"));
  } catch {
    return null;
  }
}

/** The wrapper command that does what the running npm script meant to do, on the right Node.js. */
function wrapperCommand() {
  const event = (process.env.npm_lifecycle_event || "").replace(/^pre/, "");
  if (event === "" || event === "postinstall" || event === "install") return "./site start";
  return "./site " + event;
}

/** The one line that explains why this script stops, or null when it may go on. */
function problem() {
  const minimum = minimumVersion();
  const here = `Node.js ${process.versions.node}`;
  if (!isAtLeast(process.versions.node, minimum)) {
    const needed = `Node.js ${minimum[0]}.${minimum[1]} or newer`;
    return `This project needs ${needed}, and this is ${here}: run ${wrapperCommand()} instead (it fetches Node.js ${minimum[0]} into .tools/ once).`;
  }
  if (!fs.existsSync(nodeModules)) {
    return `The dependencies are not installed: run ${wrapperCommand()}, or npm install first.`;
  }
  const marker = readMarker();
  if (!marker) {
    return `node_modules does not record which Node.js installed it: run npm rebuild, or ${wrapperCommand()}.`;
  }
  if (marker.abi !== process.versions.modules) {
    const installedBy = `Node.js ${marker.node} (module ABI ${marker.abi})`;
    return `node_modules was installed by ${installedBy} and this is ${here} (ABI ${process.versions.modules}): run npm rebuild, or ${wrapperCommand()}.`;
  }
  return null;
}

/**
 * What ./site must run before the task, with why: a fresh install builds every module for this
 * Node.js; an install that kept packages another Node.js built must rebuild them.
 */
function steps() {
  if (!fs.existsSync(nodeModules)) return [{ npm: ["install"], why: "node_modules is missing" }];
  const marker = readMarker();
  if (!marker) {
    return [{ npm: ["install", "rebuild"], why: "node_modules has no record of the Node.js that installed it" }];
  }
  const needed = [];
  if (marker.lock !== lockHash())
    needed.push({ npm: ["install"], why: "package-lock.json changed since the last install" });
  if (marker.abi !== process.versions.modules) {
    const why = `node_modules was installed by Node.js ${marker.node} (module ABI ${marker.abi}), not ${process.versions.node} (ABI ${process.versions.modules})`;
    needed.push({ npm: ["rebuild"], why });
  }
  return needed;
}

function stopOnProblem() {
  const line = problem();
  if (line) {
    console.error(line);
    process.exit(1);
  }
}

const mode = process.argv[2] || "";
if (mode === "") {
  stopOnProblem();
} else if (mode === "--record") {
  // Recorded even when this Node.js is too old: the next run on the right one then knows to rebuild.
  const marker = { node: process.versions.node, abi: process.versions.modules, lock: lockHash() };
  fs.writeFileSync(markerPath, JSON.stringify(marker) + "\n");
  stopOnProblem();
} else if (mode === "--node-ok") {
  process.exit(isAtLeast(process.versions.node, minimumVersion()) ? 0 : 1);
} else if (mode === "--actions") {
  for (const step of steps()) {
    console.error(`./site: ${step.why}: npm ${step.npm.join(", then npm ")}`);
    console.log(step.npm.join(" "));
  }
} else {
  console.error("Unknown option " + mode + ": see the top of scripts/require-node.cjs.");
  process.exit(2);
}
