import { StepList } from './StepList';

const STEPS = ['dl_home_step_share', 'dl_home_step_add', 'dl_home_step_confirm'] as const;

/** Adding the site to the iOS home screen: Share, "Add to Home Screen", "Add" (R-DL-11). */
export function HomeScreenSteps() {
  return <StepList steps={STEPS} testId="home-screen-steps" />;
}
