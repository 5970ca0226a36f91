/** A browser and a device, read from a User-Agent header for the session list (rough by nature). */
export interface DeviceInfo {
  browser: string;
  device: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

const DEVICES: [RegExp, string][] = [
  [/iPad/, "iPad"],
  [/iPhone/, "iPhone"],
  [/Android.*Mobile/, "Android phone"],
  [/Android/, "Android tablet"],
  [/CrOS/, "Chromebook"],
  [/Windows/, "Windows computer"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux/, "Linux computer"],
];

export function describeUserAgent(userAgent: string): DeviceInfo {
  let browser = "Unknown browser";
  for (const [re, name] of BROWSERS) {
    const m = re.exec(userAgent);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const device = DEVICES.find(([re]) => re.test(userAgent))?.[1] ?? "Unknown device";
  return { browser, device };
}
