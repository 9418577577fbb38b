import { TIMING } from '@app/contracts';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useAdoptFirstScreen } from './use-adopt-first-screen';

type Loader = () => Promise<{ default: ComponentType }>;

function ChunkFailed({ onRetry }: { onRetry(): void }) {
  const [showRetry, setShowRetry] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowRetry(true), TIMING.chunkRetryAfterMs);
    return () => clearTimeout(timer);
  }, []);
  if (!showRetry) return <PageSpinner />;
  return <RetryBlock onRetry={onRetry} testId="chunk-retry" />;
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to load', error);
  }

  override render() {
    return this.state.failed ? <ChunkFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Inside the screen's boundary: it runs once the screen itself has been adopted, not only the frame. */
function Adopted() {
  useAdoptFirstScreen();
  return null;
}

/**
 * A code-split screen with a spinner while it loads (R-NAV-29). When its chunk fails, the error
 * is logged and the spinner stays; after 10 s "Loading failed, click to retry" loads it again (R-ERR-12).
 */
export function LazyScreen({ load }: { load: Loader }) {
  const [attempt, setAttempt] = useState(() => ({ n: 0, Screen: lazy(load) }));
  const retry = () => setAttempt((a) => ({ n: a.n + 1, Screen: lazy(load) }));
  const { Screen } = attempt;
  return (
    <ChunkBoundary key={attempt.n} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <Screen />
        <Adopted />
      </Suspense>
    </ChunkBoundary>
  );
}
