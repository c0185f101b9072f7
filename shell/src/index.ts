// The async boundary Module Federation needs before shared libraries are used (ARCHITECTURE.md §5).
import('./bootstrap');
