// Async boundary: shared singletons must resolve before any module uses them.
void import('./standalone');
