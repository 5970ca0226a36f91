import { useEffect } from "react";
import { injectChatWidget, whenIdle } from "~/lib/chat-widget";
import { env } from "~/lib/env";

/** Loads the external chat script after hydration, on idle, once per page life; nothing when unset. */
export function ChatWidget({ src = env.chatWidgetSrc }: { src?: string }) {
  useEffect(() => {
    if (!src) return;
    return whenIdle(() => injectChatWidget(src));
  }, [src]);
  return null;
}
