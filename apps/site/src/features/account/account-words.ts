/** The words of the account screens (Update Profile, Update Password). */
export const accountWords = {
  profile: {
    title: 'Update Profile',
    intro: 'Your name and contact number as they appear in the admin area.',
    userName: 'Username',
    firstName: 'First name',
    lastName: 'Last name',
    contact: 'Contact',
    contactHint: 'Digits, spaces, +, - and parentheses.',
    changePassword: 'Change password',
  },
  password: {
    title: 'Update Password',
    intro: 'Changing your password signs out every other session of your account.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 10 characters.',
    confirmPassword: 'Confirm new password',
    confirmRequired: 'Please confirm the new password',
    confirmMismatch: 'The passwords do not match',
    submit: 'Change password',
  },
} as const;
