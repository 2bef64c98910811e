import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageSection from '@site/src/components/sections/PageSection';
import {testimonials} from '@site/src/internals/siteData/home';
import styles from './styles.module.css';

/** Client quotes (the section exists but is switched off by `homeSections.testimonials`). */
export default function HomeTestimonials(): ReactNode {
  if (testimonials.length === 0) {
    return null;
  }
  return (
    <PageSection
      eyebrow={translate({
        id: 'home.testimonials.eyebrow',
        message: 'Testimonials',
        description: 'Eyebrow of the home testimonials section',
      })}
      title={translate({
        id: 'home.testimonials.title',
        message: 'What our clients say',
        description: 'Heading of the home testimonials section',
      })}
      id="home-testimonials"
      align="center">
      <div className={styles.grid}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.id} className={styles.card}>
            <blockquote className={styles.quote}>{testimonial.quote}</blockquote>
            <figcaption>
              <strong>{testimonial.author}</strong>, {testimonial.position}, {testimonial.company}
            </figcaption>
          </figure>
        ))}
      </div>
    </PageSection>
  );
}
