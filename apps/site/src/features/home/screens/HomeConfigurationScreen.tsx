import {
  type HeroTexts,
  type SeoEntry,
  type UpdateHeroRequest,
  updateHeroRequestSchema,
  type UpdateSeoRequest,
  updateSeoRequestSchema,
} from '@ohmstead/contracts/home-configuration';
import { useId, useState } from 'react';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { FormActions } from '@/components/admin/FormActions';
import { FieldLabel } from '@/components/form/FieldLabel';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { formatDateTime } from '@/lib/date-time';
import { useContractForm } from '@/lib/use-contract-form';
import { useLoad } from '@/lib/use-load';
import { getHomeConfiguration, updateHero, updateSeo } from '../api/home-configuration-api';
import { homeConfigurationWords } from './home-configuration-words';

const t = homeConfigurationWords;

/** Update Home Configuration (/admin/user-management/update-profile/3): page tags and the Home hero. */
export function HomeConfigurationScreen() {
  const { data, error, reload, setData } = useLoad(getHomeConfiguration);
  return (
    <AdminPage title={t.title}>
      {data ? (
        <>
          <HeroForm hero={data.hero} onSaved={(hero) => setData({ ...data, hero })} />
          <SeoEditor
            entries={data.seo}
            onSaved={(entry) =>
              setData({
                ...data,
                seo: data.seo.map((old) => (old.pageName === entry.pageName ? entry : old)),
              })
            }
          />
        </>
      ) : (
        <LoadState error={error} onRetry={reload} />
      )}
    </AdminPage>
  );
}

function HeroForm({ hero, onSaved }: { hero: HeroTexts; onSaved: (hero: HeroTexts) => void }) {
  const form = useContractForm(updateHeroRequestSchema, hero);
  const submit = (values: UpdateHeroRequest) =>
    form.save(
      () => updateHero(values),
      (answer) => onSaved(answer.hero),
    );
  return (
    <AdminCard title={t.heroHeading} intro={t.heroIntro}>
      <form className="admin-form" noValidate onSubmit={form.submitWith(submit)}>
        <TextField label={t.beforeTitle} required {...form.field('beforeTitle')} />
        <TextField label={t.heroTitle} required {...form.field('title')} />
        <TextArea label={t.heroText} required rows={4} {...form.field('text')} />
        <FormActions {...form.actions} />
      </form>
    </AdminCard>
  );
}

function SeoEditor({ entries, onSaved }: { entries: SeoEntry[]; onSaved: (entry: SeoEntry) => void }) {
  const selectId = useId();
  const [pageName, setPageName] = useState(entries[0]?.pageName);
  const entry = entries.find((candidate) => candidate.pageName === pageName);
  return (
    <AdminCard title={t.seoHeading} intro={t.seoIntro}>
      <div className="admin-form">
        <div className="form-field">
          <FieldLabel htmlFor={selectId}>{t.page}</FieldLabel>
          <select
            id={selectId}
            className="form-field__control"
            value={pageName}
            onChange={(event) => setPageName(event.target.value as SeoEntry['pageName'])}
          >
            {entries.map((candidate) => (
              <option key={candidate.pageName} value={candidate.pageName}>
                {candidate.pageName}
              </option>
            ))}
          </select>
        </div>
        {/* A new page starts a new form, so its fields hold that page's tags. */}
        {entry && <SeoForm key={entry.pageName} entry={entry} onSaved={onSaved} />}
      </div>
    </AdminCard>
  );
}

function SeoForm({ entry, onSaved }: { entry: SeoEntry; onSaved: (entry: SeoEntry) => void }) {
  const form = useContractForm(updateSeoRequestSchema, {
    pageName: entry.pageName,
    title: entry.title,
    metaKeyword: entry.metaKeyword,
    metaDescription: entry.metaDescription,
  });
  const submit = (values: UpdateSeoRequest) =>
    form.save(
      () => updateSeo(values),
      (answer) => onSaved(answer.entry),
    );
  return (
    <form
      className="admin-form"
      noValidate
      aria-label={`${entry.pageName} page tags`}
      onSubmit={form.submitWith(submit)}
    >
      <p className="admin-card__intro">{t.lastChanged(formatDateTime(entry.updatedAt))}</p>
      <TextField label={t.seoTitle} required {...form.field('title')} />
      <TextArea label={t.metaKeyword} required rows={2} {...form.field('metaKeyword')} />
      <TextArea label={t.metaDescription} required rows={3} {...form.field('metaDescription')} />
      <FormActions {...form.actions} />
    </form>
  );
}
