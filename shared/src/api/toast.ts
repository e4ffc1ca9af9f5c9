type Toast = typeof import('react-hot-toast').default;

let loading: Promise<Toast> | null = null;

/**
 * react-hot-toast on first use, not in the first load: a page only toasts after something went
 * wrong or was done, long after it hydrated. Every caller shares the one (singleton) module, so a
 * toast shown here appears in the shell's Toaster.
 */
export function showToast(show: (toast: Toast) => unknown): void {
  loading ??= import('react-hot-toast').then((m) => m.default);
  void loading.then(show);
}
