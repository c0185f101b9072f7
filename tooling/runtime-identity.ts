// Exposed by every package as `./runtime-identity`, so a browser test can check that the shell and each
// remote hold the very same React, zustand, i18next and @lrp/shared (one store, one i18n instance).
import * as shared from '@lrp/shared';
import i18next from 'i18next';
import * as React from 'react';
import { create } from 'zustand';

export function runtimeIdentity() {
  return { React, create, i18next, sessionStore: shared.useSessionStore, i18n: shared.i18n };
}
