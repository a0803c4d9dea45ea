import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BenefitsSection } from './benefits-section';
import { BrokeragesSection } from './brokerages-section';
import { CalculatorSection } from './calculator-section';
import { FaqSection } from './faq-section';
import { HowItWorksSection } from './how-it-works-section';
import { JoinSection } from './join-section';
import { LandingHero } from './landing-hero';
import { RoadmapSection } from './roadmap-section';
import { SampleOpportunitiesSection } from './sample-opportunities-section';
import { StickyJoinBar } from './sticky-join-bar';

/**
 * The landing page in the order of spec part 1 §2: features, brokerages, how-it-works, calculator, progress, faq, join.
 * The calculator is a feature of its own, composed in by the route.
 */
export function LandingPage({ calculator }: { calculator: (active: boolean) => ReactNode }) {
  return (
    // The brand palette here also colours focus rings, which keeps them at 3:1 contrast or better.
    <Box colorPalette="brand">
      <LandingHero />
      <SampleOpportunitiesSection />
      <BenefitsSection />
      <BrokeragesSection />
      <HowItWorksSection />
      <CalculatorSection>{calculator}</CalculatorSection>
      <RoadmapSection />
      <FaqSection />
      <JoinSection />
      <StickyJoinBar />
    </Box>
  );
}
