import { homeSelectionsSchema, type HomeSelections } from '@lrp/contract';
import { Alert, Stack, Title, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type Selection = keyof HomeSelections;

/** The switches by the page they change (spec 1 §2 "Login screen", "Home page"). */
const SECTIONS: { name: 'loginPage' | 'homePage' | 'morePages'; switches: Selection[] }[] = [
  { name: 'loginPage', switches: ['linksLoginPage', 'latestNewsLoginPage'] },
  {
    name: 'homePage',
    switches: [
      'loginSlides',
      'links',
      'notableDates',
      'transactions',
      'latestNews',
      'contactUs',
      'disclaimer',
    ],
  },
  { name: 'morePages', switches: ['linksMore', 'latestNewsMore'] },
];

function SelectionsForm({ stored }: { stored: HomeSelections }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'homeSelections',
    initial: stored,
    schema: homeSelectionsSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.homeSelections.label')}
      status={status}
      onSubmit={onSubmit}
    >
      {SECTIONS.map((section) => (
        <Stack gap="xs" key={section.name} role="group" aria-labelledby={`home-${section.name}`}>
          <Title order={4} id={`home-${section.name}`}>
            {t(`webPages.homeSelections.${section.name}`)}
          </Title>
          {section.switches.map((name) => (
            <Stack gap={6} key={name}>
              <Switch
                label={t(`webPages.homeSelections.${name}`)}
                {...form.getInputProps(name, { type: 'checkbox' })}
              />
              {name === 'disclaimer' && form.values.disclaimer && (
                <Alert color="yellow" variant="light" py="xs">
                  {t('webPages.homeSelections.disclaimerHint')}
                </Alert>
              )}
            </Stack>
          ))}
        </Stack>
      ))}
    </SettingsForm>
  );
}

/**
 * Web Pages > Home Selections (spec 1 §2, spec 3 §3): which blocks the login page and the home page show, and
 * whether all the links and news can be opened from them.
 */
export default function HomeSelectionsScreen() {
  return (
    <SettingsScreen<HomeSelections> screen="homeSelections" group="homeSelections">
      {(stored) => <SelectionsForm stored={stored} />}
    </SettingsScreen>
  );
}
