import os from 'node:os';
import type { BookingFigures } from './coaching.ts';
import { SETTLE_MS, type LagFigures } from './live-lag.ts';
import type { HotFunction } from './profile.ts';

/** One measured line: requests per second and latencies under the bench's load. */
export interface Measured {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
}

export interface Figures {
  connections: number;
  duration: number;
  api: { anchor: Measured | null; baseline: Measured; measured: Measured[] } | null;
  booking: BookingFigures | null;
  hottest: HotFunction[];
  starts: number[];
  live: {
    figures: {
      unloaded: LagFigures;
      loaded: LagFigures;
      load: { rps: number; p99: number; non2xx: number };
      rssMb: { before: number; halfway: number; afterLoad: number; peak: number; settled: number };
    };
    setup: { subscriptions: number; roundMs: number; rate: number; seconds: number; connections: number };
  } | null;
}

/** Prints what the bench measured: each line, its ratio to the bare query, flat paging, then the other parts. */
export function printReport({ connections, duration, api, booking, hottest, starts, live: liveRun }: Figures): void {
  const row = (r: Measured) =>
    `${r.title.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.timeouts ? `   ${r.timeouts} timed out` : ''}`;
  console.log(`\nSeedbed bench (${connections} connections, ${duration} s each, ${os.cpus().length} cores)`);
  if (api) {
    const { anchor, baseline, measured } = api;
    if (anchor) console.log(row(anchor));
    console.log(row(baseline));
    for (const m of measured) console.log(row(m));
    if (anchor) console.log(`bare vs the smallest Fastify + Yoga server: ${(baseline.rps / anchor.rps).toFixed(2)}× the throughput`);
    console.log('ratios to the bare baseline (throughput, p50, p99):');
    for (const m of measured) {
      console.log(
        `  ${m.title.padEnd(28)} ${(m.rps / baseline.rps).toFixed(2)}×  ${(m.p50 / Math.max(baseline.p50, 1)).toFixed(2)}×  ${(m.p99 / Math.max(baseline.p99, 1)).toFixed(2)}×`,
      );
    }
    // A deep page should cost what the first does (goal: first / deep throughput ≤ 1.5).
    const pairs = [
      'startups ',
      'startupEvents ',
      'forms ',
      'formSubmissions ',
      'metricsGrid ',
      'applications ',
      'calendar month ',
      'coachingSessions ',
      'incubatorEvents FEED ',
      'courses CATALOGUE ',
      'courses MINE ',
      'newsFeed ',
      'communityPeople ',
      'courseLearners ',
    ].map((prefix) => measured.filter((m) => m.title.startsWith(prefix)));
    for (const [first, deep] of pairs) {
      if (first && deep) console.log(`flat paging: ${deep.title} costs ${(first.rps / deep.rps).toFixed(2)}× ${first.title} (goal ≤ 1.5)`);
    }
  }
  const bookingFigures = booking;
  if (bookingFigures) {
    const b = bookingFigures;
    const others = Object.entries(b.otherCodes).map(([code, n]) => `${code} ${n}`);
    console.log(
      `bookMeeting, ${b.requests} requests for overlapping hours of one host (${b.requests / 16} days × 16 starts): ${b.created} sessions made, ${b.unavailable} SLOT_UNAVAILABLE${others.length ? `, ${b.otherErrors} other errors (${others.join(', ')})` : ''}`,
    );
    console.log(
      `  ${b.rps.toFixed(0)} req/s (${api ? (b.rps / api.baseline.rps).toFixed(2) : '?'}× the bare baseline), p50 ${b.p50} ms, p99 ${b.p99} ms; overlapping sessions of the host: ${b.overlaps} (${b.overlaps === 0 ? 'no double booking' : 'DOUBLE BOOKING'})`,
    );
  }
  if (hottest.length) {
    console.log("where the server spent its time under the drawer page's load (self time, top five):");
    for (const f of hottest) console.log(`  ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}  ${f.where}`);
  }
  if (starts.length) {
    starts.sort((a, b) => a - b);
    console.log(`warm start of the server with its embedded PostgreSQL, to the first answer: median ${starts[1]} ms (min ${starts[0]}, max ${starts[2]})`);
  }
  if (liveRun) {
    const { figures: live, setup: LIVE } = liveRun;
    const lag = (title: string, f: LagFigures) =>
      `  ${title.padEnd(22)} p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   max ${String(f.max).padStart(5)} ms   (${f.events} events${f.missing ? `, ${f.missing} missing` : ''})`;
    console.log(`live events: ${LIVE.subscriptions} subscriptions (one websocket each), a role change every ${LIVE.roundMs} ms heard by all of them`);
    console.log(lag('without load', live.unloaded));
    console.log(lag(`under ${LIVE.rate} req/s mixed`, live.loaded));
    console.log(
      `  mixed load served: ${live.load.rps.toFixed(0)} req/s, p99 ${live.load.p99} ms, ${live.load.non2xx} non-2xx over ${LIVE.seconds} s (${LIVE.connections} connections)`,
    );
    console.log(
      `  goal: p99 under load < 1000 ms: ${live.loaded.p99 < 1000 && !live.loaded.missing ? 'met' : 'NOT MET'} (${(live.loaded.p99 / Math.max(live.unloaded.p99, 1)).toFixed(1)}× the unloaded p99)`,
    );
    const rss = live.rssMb;
    console.log(
      `  server memory (RSS): ${rss.before} MB before the load, ${rss.halfway} MB half-way, ${rss.afterLoad} MB at its end (peak ${rss.peak} MB), ${rss.settled} MB ${SETTLE_MS / 1000} s later`,
    );
  }
}
