// Exposed by every remote as `./runtime-identity`, so a browser test can check that the shell and each remote
// hold the very same React, zustand and @lrp/shared entry points (one store, one i18n instance, one query
// cache, one Mantine), whichever remote asks first.
import * as shared from '@lrp/shared';
import * as dates from '@lrp/shared/dates';
import * as forms from '@lrp/shared/forms';
import * as sections from '@lrp/shared/sections';
import * as widgets from '@lrp/shared/widgets';
import * as React from 'react';
import { create } from 'zustand';

export function runtimeIdentity() {
  return {
    // A function of each library: each container wraps a shared module in a namespace object of its own.
    React: React.useState,
    create,
    i18n: shared.i18n,
    sessionStore: shared.useSessionStore,
    queryClient: shared.queryClient,
    mantine: shared.Button,
    widgets: widgets.Modal,
    dates: dates.DateField,
    forms: forms.zodFormValidator,
    sections: sections.SectionLayout,
  };
}
