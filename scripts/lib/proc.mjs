// Spawning child processes for the run scripts: plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Children still running: a signal to this process is passed on to each of them once. */
const running = new Set();
/** Clean-up steps (a database cluster to stop) that must run however this process ends. */
const cleanups = [];
let exiting = false;

/** Runs `fn` on normal exit, on an uncaught error and on SIGINT/SIGTERM; each step runs once. */
export function onCleanup(fn) {
  const entry = { fn, done: false };
  cleanups.push(entry);
  return () => {
    if (!entry.done) {
      entry.done = true;
      fn();
    }
  };
}

function runCleanups() {
  for (const entry of cleanups.reverse()) {
    if (entry.done) continue;
    entry.done = true;
    try {
      entry.fn();
    } catch (error) {
      console.error(`clean-up failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

process.on('exit', runCleanups);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Children run in their own process groups (so a terminal's Ctrl-C reaches them only through us,
    // exactly once): forward the signal, wait for them to end, then clean up and leave.
    if (exiting) return;
    exiting = true;
    for (const child of running) killGroup(child, signal);
    const leave = () => process.exit(signal === 'SIGINT' ? 130 : 143);
    if (running.size === 0) leave();
    else {
      const waitAll = Promise.all([...running].map((child) => new Promise((r) => child.once('exit', r))));
      const deadline = setTimeout(() => {
        for (const child of running) killGroup(child, 'SIGKILL');
        leave();
      }, 10_000);
      waitAll.then(() => {
        clearTimeout(deadline);
        leave();
      });
    }
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Spawns a command in its own process group with inherited output, tracked for cleanup; `exited` resolves
 * with `exitCode(code, signal)` once it ends, or 127 when it could not start (never rejects).
 */
function spawnTracked(command, args, options, exitCode) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  running.add(child);
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      running.delete(child);
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(exitCode(code, signal));
    });
  });
  return { child, exited };
}

/**
 * Runs a command with inherited output and resolves with its exit code (never rejects).
 * `options.env` is merged over this process's environment.
 */
export function run(command, args, options = {}) {
  return spawnTracked(
    command,
    args,
    options,
    (code, signal) => code ?? 128 + (os.constants.signals[signal] ?? 1),
  ).exited;
}

/**
 * Starts a long-running command (a server) in its own process group and returns `stop()`, which
 * ends it with SIGTERM (SIGKILL after 10 s) and resolves once it has exited, and `exited`, its exit code
 * (null when a signal ended it). It is also stopped when this process exits.
 */
export function startService(command, args, options = {}) {
  const { child, exited } = spawnTracked(command, args, options, (code) => code);
  const forget = onCleanup(() => killGroup(child, 'SIGKILL'));
  const stop = async () => {
    if (running.has(child)) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    forget();
  };
  /** Sends `signal` to its process group (a test that kills or drains a server on purpose). */
  const kill = (signal) => killGroup(child, signal);
  return { exited, stop, kill, pid: child.pid };
}

/** Runs a command to completion and returns its trimmed output; null when it fails or is missing. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}

/** The full path of an executable on PATH, or null. */
export function which(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** A heading that stands out in a long log. */
export function banner(text) {
  const line = '─'.repeat(Math.min(100, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

/** Seconds with one decimal: per-stage timings in the summary. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
