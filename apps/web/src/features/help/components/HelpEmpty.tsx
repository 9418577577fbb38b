import { EmptyState } from '../../../shared/ui/EmptyState';

export function HelpEmpty() {
  return <EmptyState why="help_empty_why" testId="help-empty" />;
}
