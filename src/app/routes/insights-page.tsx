// Page 2, 3… of an Insights listing. The parent listing route (insights-list.tsx) loads and shows the page
// from the `page` parameter; this route only gives the path a place in the route table.
export default function InsightsListingPage() {
  return null;
}
