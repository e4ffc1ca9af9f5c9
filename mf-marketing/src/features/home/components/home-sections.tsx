import { href } from '@site/shared/routes';
import type { HomeContent } from '@site/shared/types';
import { useLang } from '@site/shared/i18n';
import { FaqItem } from '../../../components/cards/faq-item';
import { FeatureCard } from '../../../components/cards/feature-card';
import { ServiceCard } from '../../../components/cards/service-card';
import { TestimonialCard } from '../../../components/cards/testimonial-card';
import { WorkMethodCard } from '../../../components/cards/work-method-card';
import { useMk } from '../../../locales';
import { HomeSection } from './home-section';

/** Features, services, work method, testimonials and FAQ, each linking to its page. */
export function HomeSections({ content }: { content: HomeContent }) {
  const { t } = useMk();
  const lang = useLang();
  const steps = [...content.workMethods].sort((a, b) => a.step - b.step);
  const firstStep = steps[0];
  return (
    <>
      <HomeSection id="features" title={t('home.featuresTitle')} linkTo={href('features', lang)} linkLabel={t('home.allFeatures')}>
        <ul className="mk-grid">
          {content.features.map((f) => <li key={f.id}><FeatureCard feature={f} /></li>)}
        </ul>
      </HomeSection>
      <HomeSection id="services" title={t('home.servicesTitle')}>
        <ul className="mk-grid">
          {content.services.map((s) => <li key={s.id}><ServiceCard service={s} /></li>)}
        </ul>
      </HomeSection>
      <HomeSection
        id="work-method"
        title={t('home.workMethodTitle')}
        linkTo={firstStep ? href('work-method-details', lang, { id: firstStep.id }) : undefined}
        linkLabel={t('home.allSteps')}
      >
        <ol className="mk-steps">
          {steps.map((m) => <WorkMethodCard key={m.id} method={m} />)}
        </ol>
      </HomeSection>
      <HomeSection id="testimonials" title={t('home.testimonialsTitle')} linkTo={href('reviews', lang)} linkLabel={t('home.allReviews')}>
        <ul className="mk-grid">
          {content.testimonials.map((x) => <li key={x.id}><TestimonialCard item={x} /></li>)}
        </ul>
      </HomeSection>
      <HomeSection id="faq" title={t('home.faqTitle')} linkTo={href('questions', lang)} linkLabel={t('home.allQuestions')}>
        <div>
          {content.faqs.map((q) => <FaqItem key={q.id} faq={q} />)}
        </div>
      </HomeSection>
    </>
  );
}
