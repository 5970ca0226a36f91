import { useEffect, useState } from "react";

export const TYPE_STEP_MS = 150;
/** Steps a finished word stays on screen before it is erased. */
export const HOLD_STEPS = 10;

interface TypeState {
  word: number;
  chars: number;
  deleting: boolean;
  hold: number;
}

/** Pure step of the typing cycle: type a letter, hold, erase a letter, move to the next word. */
export function nextTypeState(s: TypeState, words: readonly string[]): TypeState {
  const length = words[s.word]?.length ?? 0;
  if (!s.deleting && s.chars < length) return { ...s, chars: s.chars + 1 };
  if (!s.deleting && s.hold < HOLD_STEPS) return { ...s, hold: s.hold + 1 };
  if (!s.deleting) return { ...s, deleting: true };
  if (s.chars > 0) return { ...s, chars: s.chars - 1 };
  return { word: (s.word + 1) % words.length, chars: 0, deleting: false, hold: 0 };
}

/**
 * Returns the visible part of the current word. Starts on the whole first word (the prerendered text),
 * then cycles one step every TYPE_STEP_MS while `enabled`.
 */
export function useTypewriter(words: readonly string[], enabled: boolean): string {
  const [state, setState] = useState<TypeState>({
    word: 0,
    chars: words[0]?.length ?? 0,
    deleting: false,
    hold: 0,
  });
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => setState((s) => nextTypeState(s, words)), TYPE_STEP_MS);
    return () => window.clearInterval(id);
  }, [enabled, words]);
  return (words[state.word] ?? "").slice(0, state.chars);
}
