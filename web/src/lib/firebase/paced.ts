/**
 * One-shot server requests (count(), sum(), a screen's small reads) started one per task
 * (docs/performance.md, "The admin dashboard's requests, one per task").
 *
 * Each count() or sum() is an HTTP request the Firestore SDK opens itself once it holds the
 * account's token, and each read a query it sets up on its channel. A screen that asks for many at
 * once (the admin dashboard: 40 for its tiles and charts, about a dozen per event in its cost
 * table) had every one of them waiting for that token, and all were opened in the one task where
 * it arrived: 450 ms of a slow phone's main thread without a break. Here they start PER_TASK at a
 * time, each batch in a task of its own, so the page stays responsive between them. Before the
 * page's first answer only the first batch starts (until then the token may be on its way, and
 * whatever starts meanwhile is opened together when it comes); after it, batches follow one per
 * task, so they still go out within milliseconds of each other.
 */

/**
 * Requests opened in one task. One: opening one took 25-50 ms of a 4x slower CPU in the profiles
 * (docs/performance.md), so two in a task can already make it a long one.
 */
export const PER_TASK = 1;

let answered = false;
let started = 0;
let draining = false;
const waiting: (() => void)[] = [];

/**
 * The next task, even in a hidden tab: a message to oneself is not throttled as timers are there
 * (an admin's dashboard opened in a background tab would load its 30-day charts at one batch a
 * second).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function drain() {
  if (draining) return;
  draining = true;
  try {
    while (waiting.length > 0) {
      await nextTask();
      for (const start of waiting.splice(0, PER_TASK)) start();
    }
  } finally {
    draining = false;
  }
}

/**
 * Starts `request` now, or in a later task when the requests already started in this one (or, before
 * the first answer, in the first batch) make PER_TASK. Settles as `request` does.
 */
export function paced<T>(request: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      request()
        .then(resolve, reject)
        .finally(() => {
          if (answered) return;
          answered = true;
          void drain();
        });
    };
    if (!answered && started < PER_TASK) {
      started++;
      start();
      return;
    }
    waiting.push(start);
    if (answered) void drain();
  });
}

/** For tests: forget every request, as a page that has just loaded. */
export function resetPacing() {
  answered = false;
  started = 0;
  waiting.length = 0;
}
