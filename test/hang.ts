/**
 * A bound against hangs, not a timing assertion (speed is measured and reported, never asserted): a call
 * that takes longer than this, even on a loaded 2-core CI machine, is looping on a value from outside.
 * The trust issue's 50 ms is what the corpora measure and report as their slowest call.
 */
export const HANG_MS = 2000;
