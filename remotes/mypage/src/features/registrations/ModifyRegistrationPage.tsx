import MyRegistrationPage from './MyRegistrationPage';

/** registration_modify/:lang: the form again, before payment. */
export default function ModifyRegistrationPage() {
  return <MyRegistrationPage edit />;
}
