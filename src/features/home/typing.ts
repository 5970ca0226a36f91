import { BLINK_MS, TYPE_STEP_MS, typedAt, typingCycle } from "./typewriter";

/** A hidden letter keeps its place (`visibility`), so nothing on the page moves. */
const OFF = "tw-off";
/** The letter whose `::after` is the caret. */
const CARET = "tw-caret";

/**
 * Types the hero's words in `root` (its word spans, each holding one span per letter), one step every
 * 150 ms, starting on the whole first word, which is also what the page shows before this runs.
 *
 * A timer, not CSS animations (decision 41, amended): Chromium restyles every running animation on
 * every frame even when its keyframes only step, so ~70 letter animations cost a slow phone most of its
 * main thread for as long as the page was open. Here each wake-up changes one or two class names. The
 * state comes from the time since start, so a late timer skips ahead instead of drifting.
 *
 * Returns a function that stops it. With reduced motion nothing runs: the stylesheet shows every word.
 */
export function startTyping(root: HTMLElement, words: readonly string[]): () => void {
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => {};
  const letters = [...root.querySelectorAll<HTMLElement>("[data-word]")].map((word) => [
    ...word.querySelectorAll<HTMLElement>(".tw"),
  ]);
  const cycle = typingCycle(words);
  // Time 0 of the cycle is the first word's first letter; start where that word is whole.
  const start = performance.now() - (words[0]?.length ?? 0) * TYPE_STEP_MS;
  let timer: number | undefined;

  const render = (elapsed: number) => {
    const shown = typedAt(cycle, elapsed);
    letters.forEach((word, w) =>
      word.forEach((letter, i) => {
        letter.classList.toggle(OFF, w !== shown.word || i >= shown.chars);
        letter.classList.toggle(CARET, shown.caret && w === shown.word && i === shown.chars - 1);
      }),
    );
  };
  const tick = () => {
    const elapsed = performance.now() - start;
    render(elapsed);
    // Wake at the next step or blink edge, whichever comes first.
    const next = Math.min(TYPE_STEP_MS - (elapsed % TYPE_STEP_MS), BLINK_MS - (elapsed % BLINK_MS));
    timer = window.setTimeout(tick, next + 1);
  };
  tick();
  return () => window.clearTimeout(timer);
}
