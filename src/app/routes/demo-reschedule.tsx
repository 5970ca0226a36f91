export const meta = () => [
  { title: "Reschedule your demo" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <h1>Reschedule your demo</h1>;
}
