import raLanguageHindi from 'ra-language-hindi';
import type { TranslationMessages } from 'react-admin';

type Phrases = { readonly [key: string]: string | Phrases };

/**
 * What ra-language-hindi 1.0.0 (written for react-admin 3) lacks of react-admin 5's English, and
 * a few of its texts said more plainly (a filter is not a "sieve", to save is not "to hold").
 * tests/admin/i18n/texts.test.ts checks that the two together have every key of
 * ra-language-english and its placeholders.
 */
const ours: { ra: Record<string, Phrases> } = {
  ra: {
    action: {
      add_filter: 'फ़िल्टर जोड़ें',
      remove_filter: 'यह फ़िल्टर हटाएँ',
      save: 'सहेजें',
      undo: 'पूर्ववत करें',
      confirm: 'पुष्टि करें',
      create: 'बनाएँ',
      open_menu: 'मेनू खोलें',
      close_menu: 'मेनू बंद करें',
      clear_array_input: 'सूची खाली करें',
      create_item: '%{item} बनाएँ',
      remove_all_filters: 'सभी फ़िल्टर हटाएँ',
      reset: 'रीसेट करें',
      search_columns: 'कॉलम खोजें',
      select_all: 'सभी चुनें',
      select_all_button: 'सभी चुनें',
      select_row: 'यह पंक्ति चुनें',
      update: 'अपडेट करें',
      move_up: 'ऊपर ले जाएँ',
      move_down: 'नीचे ले जाएँ',
      open: 'खोलें',
      toggle_theme: 'हल्की/गहरी थीम बदलें',
      select_columns: 'कॉलम',
      update_application: 'एप्लिकेशन फिर से लोड करें',
    },
    page: {
      dashboard: 'डैशबोर्ड',
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      access_denied: 'पहुँच अस्वीकृत',
      authentication_error: 'प्रमाणीकरण त्रुटि',
    },
    message: {
      delete_content: 'क्या आप वाकई यह %{name} हटाना चाहते हैं?',
      delete_title: '%{name} %{recordRepresentation} हटाएँ',
      access_denied: 'आपके पास यह पृष्ठ देखने की सही अनुमतियाँ नहीं हैं',
      authentication_error: 'प्रमाणीकरण सर्वर ने त्रुटि लौटाई और आपके क्रेडेंशियल जाँचे नहीं जा सके।',
      auth_error: 'प्रमाणीकरण टोकन की जाँच में त्रुटि हुई।',
      bulk_update_content:
        'क्या आप वाकई %{name} %{recordRepresentation} को अपडेट करना चाहते हैं? |||| क्या आप वाकई इन %{smart_count} वस्तुओं को अपडेट करना चाहते हैं?',
      bulk_update_title: '%{name} %{recordRepresentation} अपडेट करें |||| %{smart_count} %{name} अपडेट करें',
      clear_array_input: 'क्या आप वाकई पूरी सूची खाली करना चाहते हैं?',
      select_all_limit_reached: 'सभी को चुनने के लिए बहुत अधिक तत्व हैं। केवल पहले %{max} तत्व चुने गए।',
      placeholder_data_warning: 'नेटवर्क समस्या: डेटा ताज़ा नहीं हो सका।',
    },
    navigation: {
      no_results: 'कोई %{name} नहीं मिला',
      page_range_info: '%{total} में से %{offsetBegin}-%{offsetEnd}',
      clear_filters: 'फ़िल्टर हटाएँ',
      no_filtered_results: 'वर्तमान फ़िल्टर से कोई %{name} नहीं मिला।',
      partial_page_range_info: '%{offsetEnd} से अधिक में से %{offsetBegin}-%{offsetEnd}',
      current_page: 'पृष्ठ %{page}',
      page: 'पृष्ठ %{page} पर जाएँ',
      first: 'पहले पृष्ठ पर जाएँ',
      last: 'अंतिम पृष्ठ पर जाएँ',
      previous: 'पिछले पृष्ठ पर जाएँ',
      skip_nav: 'सामग्री पर जाएँ',
    },
    sort: {
      sort_by: '%{field_lower_first} के अनुसार %{order} क्रमबद्ध करें',
    },
    auth: {
      user_menu: 'उपयोगकर्ता मेनू',
      username: 'उपयोगकर्ता नाम',
      password: 'पासवर्ड',
      sign_in: 'साइन इन',
      logout: 'लॉग आउट',
      email: 'ईमेल',
    },
    notification: {
      not_authorized: 'आपको इस संसाधन तक पहुँचने की अनुमति नहीं है।',
      application_update_available: 'एक नया संस्करण उपलब्ध है।',
      offline: 'कनेक्शन नहीं है। डेटा नहीं लाया जा सका।',
      logged_out: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें।',
    },
    validation: {
      required: 'आवश्यक',
      unique: 'अद्वितीय होना चाहिए',
    },
    saved_queries: {
      label: 'सहेजी गई क्वेरी',
      query_name: 'क्वेरी का नाम',
      new_label: 'वर्तमान क्वेरी सहेजें...',
      new_dialog_title: 'वर्तमान क्वेरी को इस नाम से सहेजें',
      remove_label: 'सहेजी गई क्वेरी हटाएँ',
      remove_label_with_name: 'क्वेरी "%{name}" हटाएँ',
      remove_dialog_title: 'सहेजी गई क्वेरी हटाएँ?',
      remove_message: 'क्या आप वाकई इसे अपनी सहेजी गई क्वेरी की सूची से हटाना चाहते हैं?',
      help: 'सूची को फ़िल्टर करें और यह क्वेरी बाद के लिए सहेजें',
    },
    guesser: {
      empty: {
        title: 'दिखाने के लिए कोई डेटा नहीं',
        message: 'कृपया अपना डेटा प्रोवाइडर जाँचें',
      },
    },
    configurable: {
      customize: 'अनुकूलित करें',
      configureMode: 'इस पृष्ठ को कॉन्फ़िगर करें',
      inspector: {
        title: 'इंस्पेक्टर',
        content: 'कॉन्फ़िगर करने के लिए एप्लिकेशन के UI तत्वों पर माउस ले जाएँ',
        reset: 'सेटिंग रीसेट करें',
        hideAll: 'सभी छिपाएँ',
        showAll: 'सभी दिखाएँ',
      },
      Datagrid: {
        title: 'डेटाग्रिड',
        unlabeled: 'बिना नाम का कॉलम #%{column}',
      },
      SimpleForm: {
        title: 'फ़ॉर्म',
        unlabeled: 'बिना नाम का इनपुट #%{input}',
      },
      SimpleList: {
        title: 'सूची',
        primaryText: 'मुख्य पाठ',
        secondaryText: 'द्वितीयक पाठ',
        tertiaryText: 'तृतीयक पाठ',
      },
    },
  },
};

/** Ours over theirs, section by section (a section's groups, such as `inspector`, are ours whole). */
const sections = new Set([...Object.keys(raLanguageHindi.ra), ...Object.keys(ours.ra)]);

export const reactAdminTexts = {
  ra: Object.fromEntries([...sections].map((name) => [name, { ...raLanguageHindi.ra[name], ...ours.ra[name] }])),
  // Complete as tests/admin/i18n/texts.test.ts checks: the package's types cannot say so.
} as TranslationMessages;
