/** Placeholder until its page is built. */
export default function ProjectPage() {
  return null;
}
