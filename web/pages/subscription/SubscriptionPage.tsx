/** Placeholder until its page is built. */
export default function SubscriptionPage() {
  return null;
}
