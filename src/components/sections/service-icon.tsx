import { BarChart3, BrainCircuit, Globe, Megaphone, Palette, Server, Share2, Smartphone } from "lucide-react";
import type { ServiceIcon as IconName } from "~/content/services";

const icons = {
  brain: BrainCircuit,
  globe: Globe,
  smartphone: Smartphone,
  share: Share2,
  chart: BarChart3,
  palette: Palette,
  megaphone: Megaphone,
  server: Server,
} as const;

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
