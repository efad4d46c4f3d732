/** Placeholder until its page is built. */
export default function DashboardPage() {
  return null;
}
