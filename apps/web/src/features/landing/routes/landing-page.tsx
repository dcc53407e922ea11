import { useRef, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CtaSection } from '../components/cta-section';
import { DemoWalkthrough } from '../components/demo-walkthrough';
import { HeroSection } from '../components/hero-section';
import { IntegrationLogos } from '../components/integration-logos';
import { LandingFooter } from '../components/landing-footer';
import { PreventsSection } from '../components/prevents-section';
import { PricingSection } from '../components/pricing-section';
import { SampleCards } from '../components/sample-cards';
import { SecuritySection } from '../components/security-section';

export function LandingPage() {
  useDocumentTitle('Documentation drift monitoring');
  const [playing, setPlaying] = useState(false);
  const demoRef = useRef<HTMLElement>(null);

  const watchDemo = () => {
    demoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setPlaying(true);
  };

  return (
    <>
      <HeroSection onWatchDemo={watchDemo} />
      <section id="demo" ref={demoRef} aria-label="Demo" className="scroll-mt-20 bg-white pb-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <DemoWalkthrough playing={playing} onPlayingChange={setPlaying} />
        </div>
      </section>
      <IntegrationLogos />
      <SampleCards />
      <PreventsSection />
      <SecuritySection />
      <PricingSection />
      <CtaSection />
      <LandingFooter />
    </>
  );
}
