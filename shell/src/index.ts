// The async boundary Module Federation needs: shared libraries are negotiated before the shell's code runs. The
// chunk's name lets the build list its files as preloads of the portal page (tooling/webpack-federation.js).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
