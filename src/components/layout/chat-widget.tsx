import { useEffect } from "react";
import { injectChatWidget, whenIdle } from "~/lib/chat-widget";
import { env } from "~/lib/env";

/** Loads the external chat script after hydration, on idle, once per page life. */
export function ChatWidget() {
  useEffect(() => whenIdle(() => injectChatWidget(env.chatWidgetSrc)), []);
  return null;
}
