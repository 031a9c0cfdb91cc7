// Catches a screen part that failed to load and shows what the spec says instead of an error page (the empty
// results, 'Kon trefwoorden niet laden.', 'Kon opgavetitel niet ophalen.'), optionally as a toast too.
import { Component, type ReactNode } from 'react';
import { showToast } from './Toasts.tsx';

export class FailureBoundary extends Component<{ fallback: ReactNode; toast?: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    if (this.props.toast) showToast(this.props.toast, 'error');
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
