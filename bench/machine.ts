// The machine a bench ran on, recorded beside its figures: a slower machine is not a regression and
// a faster one not a gain. Lighthouse's own measure of the CPU (benchmarkIndex) goes with each of
// its runs, the load average with each run too (other work on the machine slows a page as much).
import os from "node:os";

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGB: number;
  node: string;
  /** The 1-, 5- and 15-minute load averages when the bench started and when it ended. */
  loadAtStart: number[];
  loadAtEnd?: number[];
}

const loadAverage = () => os.loadavg().map((value) => +value.toFixed(2));

/** The 1-minute load average now. */
export const loadNow = () => loadAverage()[0];

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGB: +(os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    loadAtStart: loadAverage(),
  };
}

export const finishMachine = (machine: Machine): Machine => ({ ...machine, loadAtEnd: loadAverage() });
