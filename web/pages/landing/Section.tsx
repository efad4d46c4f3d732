import type { ReactNode } from 'react';
import { Container } from './Container';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}

/** A landing section with its heading as accessible name; scroll margin keeps anchors clear of the sticky header. */
export function Section({ id, title, intro, muted = false, children }: SectionProps) {
  const headingId = `${id}-titel`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-16 py-16 sm:py-20 ${muted ? 'bg-slate-50' : 'bg-white'}`}
    >
      <Container>
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
