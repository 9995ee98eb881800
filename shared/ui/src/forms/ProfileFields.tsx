import { REGISTRATION_OCCUPATIONS, USER_DEGREES, USER_TITLES } from '@congress/domain';
import { CheckboxField, SelectField, StyledFieldRow, TextField } from './Field';

type FormApi = Parameters<typeof TextField>[0]['form'];

/**
 * The member fields of spec §3 after the id and country, shared by sign-up and profile edit:
 * Korean mode adds the Korean name, affiliation and licence; overseas mode offers the visa letter.
 */
export function ProfileFields({ form, korean }: { form: FormApi; korean: boolean }) {
  return (
    <>
      <StyledFieldRow>
        <SelectField
          form={form}
          name="title"
          labelId="field.title"
          required
          options={USER_TITLES.map((v) => ({ value: v, labelId: `option.title.${v}` }))}
        />
        <SelectField
          form={form}
          name="degree"
          labelId="field.degree"
          required
          options={USER_DEGREES.map((v) => ({ value: v, labelId: `option.degree.${v}` }))}
        />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField form={form} name="givenName" labelId="field.givenName" required />
        <TextField form={form} name="familyName" labelId="field.familyName" required />
      </StyledFieldRow>
      {korean && <TextField form={form} name="name_kr" labelId="field.name_kr" required />}
      <TextField form={form} name="affiliation" labelId="field.affiliation" required />
      {korean && <TextField form={form} name="affiliation_kr" labelId="field.affiliation_kr" required />}
      <TextField form={form} name="department" labelId="field.department" required />
      <StyledFieldRow>
        <TextField
          form={form}
          name="mobilePhone"
          labelId="field.mobilePhone"
          type="tel"
          hintId={korean ? 'field.koreanMobileHint' : 'field.phoneHint'}
          required
        />
        <TextField form={form} name="phone" labelId="field.phone" type="tel" />
        <TextField form={form} name="fax" labelId="field.fax" type="tel" />
      </StyledFieldRow>
      <TextField form={form} name="address" labelId="field.address" />
      <StyledFieldRow>
        <SelectField
          form={form}
          name="occupation"
          labelId="field.occupation"
          options={[...REGISTRATION_OCCUPATIONS, 'OTHER'].map((v) => ({
            value: v,
            labelId: `option.occupation.${v}`,
          }))}
        />
        {form.values.occupation === 'OTHER' && (
          <TextField form={form} name="occupationOther" labelId="field.occupationOther" />
        )}
        {korean && <TextField form={form} name="medi_license" labelId="field.medi_license" />}
      </StyledFieldRow>
      <TextField form={form} name="howFind" labelId="field.howFind" />
      <CheckboxField form={form} name="receiveInfo" labelId="field.receiveInfo" />
      <CheckboxField form={form} name="viaEmail" labelId="field.viaEmail" />
      {!korean && <CheckboxField form={form} name="visa" labelId="field.visa" />}
      {!korean && Boolean(form.values.visa) && (
        <>
          <StyledFieldRow>
            <TextField form={form} name="visaGivenName" labelId="field.visaGivenName" />
            <TextField form={form} name="visaFamilyName" labelId="field.visaFamilyName" />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField form={form} name="visaCountry" labelId="field.visaCountry" />
            <TextField form={form} name="visaPassportNumber" labelId="field.visaPassportNumber" />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField form={form} name="visaBirth" labelId="field.visaBirth" type="date" />
            <TextField form={form} name="visaIssue" labelId="field.visaIssue" type="date" />
            <TextField form={form} name="visaExpire" labelId="field.visaExpire" type="date" />
          </StyledFieldRow>
        </>
      )}
    </>
  );
}
