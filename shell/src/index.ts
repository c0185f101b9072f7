// The async boundary Module Federation needs: shared libraries are negotiated before the shell's code runs.
import('./bootstrap');
