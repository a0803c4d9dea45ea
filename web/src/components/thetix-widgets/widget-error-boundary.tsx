import { Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  fallback: string;
  /** A new value (a refreshed result) gives the children another try. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Spec §5: one widget that throws while rendering is replaced by a fallback text and the rest of the card still
 * shows; the list as a whole has its own boundary with its own text. Error boundaries must be classes in React.
 */
export class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed)
      return (
        <Text color="fg.muted" fontSize="sm" role="note">
          {this.props.fallback}
        </Text>
      );
    return this.props.children;
  }
}
